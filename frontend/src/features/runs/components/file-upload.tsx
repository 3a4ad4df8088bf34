import '@mantine/dropzone/styles.css';

import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useState } from 'react';

import { useUploadRunFiles } from '../api/upload-run-files';
import { formatBytes } from '../utils/format';
import { entryPercent, UPLOAD_STATUS_LABELS, type UploadEntry, uploadSummary } from '../utils/upload-progress';

/** The server's per-file limit (RUNS_MAX_FILE_BYTES); larger files are refused before sending. */
const MAX_FILE_BYTES = 50 * 1024 * 1024;

const STATUS_COLOURS: Record<UploadEntry['status'], string> = {
  queued: 'gray',
  uploading: 'blue',
  stored: 'green',
  duplicate: 'teal',
  rejected: 'red',
  failed: 'red',
};

function UploadRow({ entry }: { entry: UploadEntry }) {
  const percent = entryPercent(entry);
  return (
    <Stack gap={2} data-upload={entry.name}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {entry.name}{' '}
          <Text span size="xs" c="dimmed">
            {formatBytes(entry.size)}
          </Text>
        </Text>
        <Text size="xs" c={entry.error ? 'red.9' : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
          {UPLOAD_STATUS_LABELS[entry.status]}
          {entry.status === 'uploading' ? ` ${percent}%` : ''}
        </Text>
      </Group>
      <Progress value={percent} color={STATUS_COLOURS[entry.status]} size="sm" aria-label={`Upload of ${entry.name}`} />
      {entry.error ? (
        <Text size="xs" c="red.9" role="alert">
          {entry.error}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * Drop many reports at once (AWR HTML or text, benchmark CSV or JSON, sar output, zips of
 * them). Each file is sent on its own so it has its own progress bar; parsing then shows
 * in the files table.
 */
export function FileUpload({ runId }: { runId: number }) {
  const { entries, upload, dismissFinished } = useUploadRunFiles(runId);
  const [tooLarge, setTooLarge] = useState<string[]>([]);
  const summary = uploadSummary(entries);

  function onReject(rejections: FileRejection[]) {
    setTooLarge(rejections.map((rejection) => `${rejection.file.name}: ${rejection.errors.map((error) => error.message).join(' ')}`));
  }

  return (
    <Stack gap="sm">
      <Dropzone
        onDrop={(files) => {
          setTooLarge([]);
          upload(files);
        }}
        onReject={onReject}
        maxSize={MAX_FILE_BYTES}
        multiple
        // react-dropzone marks the area "presentation", yet it is focusable and opens the file chooser on Enter;
        // a named group says what it is without nesting the file input inside a button.
        role="group"
        aria-label="Upload report files"
        inputProps={{ 'aria-label': 'Report files' }}
      >
        <Stack gap={4} align="center" py="md" style={{ pointerEvents: 'none' }}>
          <Text fw={500}>Drop report files here, or click to choose them</Text>
          <Text size="sm" c="dimmed" ta="center">
            AWR reports (HTML or text), benchmark tables (CSV or JSON), sar output, also .gz, .bz2 or .xz compressed, or an archive of them (zip, tar, tar.gz, tar.bz2, tar.xz); up to 50 MB each.
          </Text>
        </Stack>
      </Dropzone>
      {tooLarge.length > 0 ? (
        <Text size="sm" c="red.9" role="alert">
          Not sent: {tooLarge.join('; ')}
        </Text>
      ) : null}
      {entries.length > 0 ? (
        <Paper withBorder p="sm" radius="md" component="section" aria-label="Uploads">
          <Stack gap="xs">
            <Group justify="space-between">
              <Text size="sm" fw={500} aria-live="polite">
                {summary.busy
                  ? `Uploading: ${summary.finished} of ${summary.count} done`
                  : `${summary.count} ${summary.count === 1 ? 'file' : 'files'} sent${summary.problems ? `, ${summary.problems} refused` : ''}`}
              </Text>
              {!summary.busy ? (
                <Button size="compact-xs" variant="subtle" onClick={dismissFinished}>
                  Clear list
                </Button>
              ) : null}
            </Group>
            {entries.map((entry) => (
              <UploadRow key={entry.id} entry={entry} />
            ))}
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
