import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';

import { DropArea, type FileRejection } from '@/components/ui/drop-area';

import { useUploadRunFiles } from '../api/upload-run-files';
import { filePath, MAX_FILE_BYTES, selectFolderFiles } from '../utils/folder-files';
import { formatBytes } from '../utils/format';
import { uploadHelp } from '../utils/upload-help';
import { entryPercent, UPLOAD_STATUS_LABELS, type UploadEntry, uploadSummary } from '../utils/upload-progress';

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
 * Drop many files at once, or hand over a whole run folder (subfolders included; desktop metadata stays behind).
 * Each file is sent on its own so it has its own progress bar; parsing then shows in the files table.
 */
export function FileUpload({ runId }: { runId: number }) {
  const { entries, upload, dismissFinished } = useUploadRunFiles(runId);
  const [tooLarge, setTooLarge] = useState<string[]>([]);
  const [leftOut, setLeftOut] = useState<string[]>([]);
  const [emptyFolder, setEmptyFolder] = useState(false);
  const folderInput = useRef<HTMLInputElement>(null);
  const summary = uploadSummary(entries);

  // React has no typed prop for it: the folder chooser is an input that takes a whole folder, subfolders included.
  useEffect(() => {
    folderInput.current?.setAttribute('webkitdirectory', '');
  }, []);

  function onReject(rejections: FileRejection[]) {
    setTooLarge(rejections.map((rejection) => `${rejection.file.name}: ${rejection.errors.map((error) => error.message).join(' ')}`));
  }

  /** Sends the files of a drop or a chosen folder, leaving desktop metadata, hidden files and files over the limit
   * behind. */
  function handOver(files: readonly File[], { folder }: { folder: boolean }) {
    const chosen = selectFolderFiles(files);
    setTooLarge(chosen.tooLarge.map((file) => `${filePath(file)}: larger than the ${formatBytes(MAX_FILE_BYTES)} limit`));
    setLeftOut(chosen.metadata.map(filePath));
    setEmptyFolder(folder && chosen.send.length === 0);
    if (chosen.send.length > 0) upload(chosen.send);
  }

  function onFolder(event: ChangeEvent<HTMLInputElement>) {
    handOver(Array.from(event.currentTarget.files ?? []), { folder: true });
    event.currentTarget.value = ''; // the same folder chosen again is a new choice
  }

  return (
    <Stack gap="sm">
      <DropArea
        onDrop={(files) => handOver(files, { folder: false })}
        onReject={onReject}
        maxSize={MAX_FILE_BYTES}
        multiple
        // focusable, and Enter opens the file chooser; a named group says what it is without nesting the file input
        // inside a button
        label="Upload report files"
        inputLabel="Report files"
      >
        <Stack gap={4} align="center" py="md">
          <Text fw={500}>Drop report files here, or click to choose them</Text>
          <Text size="sm" c="dimmed" ta="center">
            {uploadHelp(MAX_FILE_BYTES)}
          </Text>
        </Stack>
      </DropArea>
      <Group gap="xs">
        <Button variant="default" size="xs" onClick={() => folderInput.current?.click()}>
          Upload a whole folder
        </Button>
        <Text size="xs" c="dimmed">
          A run folder as it is, subfolders included (OSWatcher archives, per-node reports).
        </Text>
        <input ref={folderInput} type="file" multiple hidden aria-label="Report folder" onChange={onFolder} />
      </Group>
      {emptyFolder ? (
        <Text size="sm" c="red.9" role="alert">
          That folder holds no file to upload.
        </Text>
      ) : null}
      {tooLarge.length > 0 ? (
        <Text size="sm" c="red.9" role="alert">
          Not sent: {tooLarge.join('; ')}
        </Text>
      ) : null}
      {leftOut.length > 0 ? (
        <Text size="sm" c="dimmed" role="status">
          Left out {leftOut.length === 1 ? 'a hidden or desktop file' : `${leftOut.length} hidden or desktop files`}, not
          part of the run: {leftOut.join(', ')}
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
