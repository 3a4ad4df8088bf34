import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useRef } from 'react';

import { DropArea } from '@/components/ui/drop-area';

import type { UploadArea } from '../utils/upload-areas';

/** The server's limit per upload (the contract: 1 to 100 files). */
export const MAX_FILES_PER_UPLOAD = 100;

// Every archive the check unpacks (zip; tar, plain or gzip, bzip2 or xz compressed: sos writes .tar.xz, dbginfo.sh .tgz).
const ARCHIVE_TYPES = [
  '.zip',
  '.tar',
  '.tgz',
  '.tar.gz',
  '.tbz2',
  '.tar.bz2',
  '.txz',
  '.tar.xz',
  'application/zip',
  'application/x-tar',
  'application/gzip',
  'application/x-bzip2',
  'application/x-xz',
];

type UploadAreaProps = {
  area: UploadArea;
  busy: boolean;
  disabled: boolean;
  error: string | null;
  /** What was sent last from this area, kept on screen (also after an error) so the user sees what they chose. */
  chosen: readonly string[];
  onFiles: (files: File[]) => void;
};

/** One place to drop (or pick) files: a node's, the cluster's, or an archive of every node's. */
export function UploadAreaCard({ area, busy, disabled, error, chosen, onFiles }: UploadAreaProps) {
  const openRef = useRef<() => void>(null);
  const headingId = `upload-${area.key}`;
  return (
    <Paper withBorder p={{ base: 'xs', sm: 'sm' }} radius="md" component="section" aria-labelledby={headingId} data-area={area.key}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Title order={3} size="h5" id={headingId} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {area.title}
          </Title>
          <Button size="compact-sm" variant="default" onClick={() => openRef.current?.()} disabled={disabled || busy} style={{ flexShrink: 0 }}>
            Choose files
          </Button>
        </Group>
        <DropArea
          openRef={openRef}
          onDrop={onFiles}
          multiple={area.kind !== 'archive'}
          maxFiles={MAX_FILES_PER_UPLOAD}
          accept={area.kind === 'archive' ? ARCHIVE_TYPES : undefined}
          loading={busy}
          disabled={disabled}
          activateOnClick={false}
          label={`Drop zone: ${area.title}`}
          inputLabel={area.title}
          p={{ base: 6, sm: 'sm' }}
        >
          <Stack gap={2} align="center">
            {/* Phones drop nothing: their chooser is the button above, so the card keeps only the hint. */}
            <Text size="sm" fw={500} visibleFrom="sm">
              Drop {area.kind === 'archive' ? 'an archive' : 'files'} here
            </Text>
            <Text size="xs" c="gray.7" ta="center">
              {area.hint}
            </Text>
          </Stack>
        </DropArea>
        {chosen.length > 0 ? (
          <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
            {busy ? 'Sending' : 'Sent'}: {chosen.join(', ')}
          </Text>
        ) : null}
        {error ? (
          <Text size="sm" c="red.9" role="alert" style={{ overflowWrap: 'anywhere' }}>
            {error}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
