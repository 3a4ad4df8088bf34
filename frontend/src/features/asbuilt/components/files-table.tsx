import { List, Stack, Text } from '@mantine/core';

import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatBytes } from '@/lib/format';

import type { CheckFile, CheckFileState } from '../types';
import { sortFiles } from '../utils/files';

const STATE_COLOURS: Record<CheckFileState, string> = { stored: 'gray', parsed: 'green', failed: 'red', ignored: 'gray' };
const STATE_LABELS: Record<CheckFileState, string> = { stored: 'Stored', parsed: 'Parsed', failed: 'Failed', ignored: 'Not compared' };

const COLUMNS: readonly DataColumn<CheckFile>[] = [
  { key: 'node', header: 'Node', cell: (file) => <Text size="sm">{file.node}</Text> },
  {
    key: 'file',
    header: 'File',
    td: { maw: 360 },
    cell: (file) => (
      <Stack gap={2}>
        <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {file.name}
        </Text>
        {file.error ? (
          <Text size="xs" c={file.state === 'ignored' ? 'gray.8' : 'red.9'} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {file.error}
          </Text>
        ) : null}
        {file.warnings.map((warning) => (
          <Text size="xs" c="var(--app-warning-text)" key={warning} style={{ overflowWrap: 'anywhere' }}>
            Warning: {warning}
          </Text>
        ))}
      </Stack>
    ),
  },
  { key: 'kind', header: 'Read as', cell: (file) => <Text size="sm">{file.kind_label || '—'}</Text> },
  {
    key: 'state',
    header: 'State',
    cell: (file) => (
      <StatusBadge color={STATE_COLOURS[file.state]} variant="dot" data-state={file.state}>
        {STATE_LABELS[file.state]}
      </StatusBadge>
    ),
  },
  { key: 'size', header: 'Size', cell: (file) => <Text size="sm">{formatBytes(file.size)}</Text> },
];

/** Every uploaded file: node, name, what kind it was read as, and how parsing went (errors as plain text). */
export function FilesTable({ files }: { files: readonly CheckFile[] }) {
  return (
    <DataTable
      label="Uploaded files"
      minWidth={600}
      scroll={{ type: 'native', tabIndex: 0 }}
      verticalSpacing={4}
      columns={COLUMNS}
      rows={sortFiles(files)}
      rowKey={(file) => file.id}
      rowProps={(file) => ({ 'data-file': file.name, 'data-state': file.state })}
      empty="No files yet."
    />
  );
}

/** A bundle's own files that came with an upload (README, scripts, SQL, ansible/): kept, never compared, not results. */
export function BundleOnlyFiles({ files }: { files: readonly CheckFile[] }) {
  if (files.length === 0) return null;
  return (
    <details data-testid="bundle-only-files">
      <summary style={{ cursor: 'pointer', fontSize: 'var(--mantine-font-size-sm)' }}>
        {files.length} {files.length === 1 ? 'file' : 'files'} of the bundle, not on a cluster (stored, not compared)
      </summary>
      <List size="sm" spacing={2} mt={4}>
        {sortFiles(files).map((file) => (
          <List.Item key={file.id}>
            <Text span size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {file.node ? `${file.node}/${file.name}` : file.name}
            </Text>
          </List.Item>
        ))}
      </List>
    </details>
  );
}
