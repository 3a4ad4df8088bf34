import { Badge, Stack, Table, Text } from '@mantine/core';

import { formatBytes } from '@/lib/format';

import type { CheckFile, CheckFileState } from '../types';
import { sortFiles } from '../utils/files';

const STATE_COLOURS: Record<CheckFileState, string> = { stored: 'gray', parsed: 'green', failed: 'red', ignored: 'gray' };
const STATE_LABELS: Record<CheckFileState, string> = { stored: 'Stored', parsed: 'Parsed', failed: 'Failed', ignored: 'Not compared' };

/** Every uploaded file: node, name, what kind it was read as, and how parsing went (errors as plain text). */
export function FilesTable({ files }: { files: readonly CheckFile[] }) {
  if (files.length === 0) return <Text size="sm">No files yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={600} type="native">
      <Table verticalSpacing={4} aria-label="Uploaded files">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Node</Table.Th>
            <Table.Th scope="col">File</Table.Th>
            <Table.Th scope="col">Read as</Table.Th>
            <Table.Th scope="col">State</Table.Th>
            <Table.Th scope="col">Size</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sortFiles(files).map((file) => (
            <Table.Tr key={file.id} data-file={file.name} data-state={file.state}>
              <Table.Td>
                <Text size="sm">{file.node}</Text>
              </Table.Td>
              <Table.Td maw={360}>
                <Stack gap={2}>
                  <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                    {file.name}
                  </Text>
                  {file.error ? (
                    <Text size="xs" c="red.9" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                      {file.error}
                    </Text>
                  ) : null}
                  {file.warnings.map((warning) => (
                    <Text size="xs" c="orange.9" key={warning} style={{ overflowWrap: 'anywhere' }}>
                      Warning: {warning}
                    </Text>
                  ))}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{file.kind_label || '—'}</Text>
              </Table.Td>
              <Table.Td>
                <Badge color={STATE_COLOURS[file.state]} variant="dot">
                  {STATE_LABELS[file.state]}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatBytes(file.size)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
