import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { Fragment, useCallback } from 'react';

import { JobProgress } from '@/components/jobs';
import { errorMessage } from '@/lib/api/errors';

import { runQueryKey } from '../api/get-run';
import { runFileDownloadUrl } from '../api/get-run-file-text';
import { useReparseRunFile } from '../api/reparse-run-file';
import { ACTIVE_FILE_STATES, type RunFile } from '../types';
import { formatBytes } from '../utils/format';
import { FileStateBadge } from './file-state-badge';

type FilesTableProps = {
  runId: number;
  files: RunFile[];
  canWrite: boolean;
  onViewText: (file: RunFile) => void;
};

function describeKind(file: RunFile): string {
  const parts = [file.kind, file.format, file.release].filter((part) => part && part.length > 0);
  return parts.length > 0 ? parts.join(' · ') : '—';
}

/** Every stored file of the run with its parse state; files still parsing show their job's live progress. */
export function FilesTable({ runId, files, canWrite, onViewText }: FilesTableProps) {
  const queryClient = useQueryClient();
  const reparse = useReparseRunFile(runId);
  const refreshRun = useCallback(() => queryClient.invalidateQueries({ queryKey: runQueryKey(runId) }), [queryClient, runId]);

  return (
    <Table.ScrollContainer minWidth={760} type="native" tabIndex={0}>
      <Table aria-label="Files" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">File</Table.Th>
            <Table.Th scope="col">State</Table.Th>
            <Table.Th scope="col">Kind · format · release</Table.Th>
            <Table.Th scope="col" ta="right">
              Size
            </Table.Th>
            <Table.Th scope="col">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {files.map((file) => {
            const active = ACTIVE_FILE_STATES.has(file.state) && file.job !== null;
            return (
              <Fragment key={file.id}>
                <Table.Tr data-file={file.name} aria-label={file.name}>
                  <Table.Td maw={320}>
                    <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {file.name}
                    </Text>
                    {file.state === 'failed' && file.error ? (
                      <Text size="xs" c="red.9" style={{ whiteSpace: 'pre-line' }}>
                        Parse error: {file.error}
                      </Text>
                    ) : null}
                    {file.state === 'parsed' && file.error ? (
                      <Text size="xs" c="orange.9" style={{ whiteSpace: 'pre-line' }}>
                        Warning: {file.error}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <FileStateBadge state={file.state} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{describeKind(file)}</Text>
                  </Table.Td>
                  <Table.Td ta="right">{formatBytes(file.size)}</Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Button size="compact-xs" variant="default" onClick={() => onViewText(file)} aria-label={`View text of ${file.name}`}>
                        View text
                      </Button>
                      <Anchor href={runFileDownloadUrl(file.id)} download={file.name} size="xs" aria-label={`Download original of ${file.name}`}>
                        Download
                      </Anchor>
                      {canWrite ? (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          aria-label={`Re-parse ${file.name}`}
                          disabled={active}
                          loading={reparse.isPending && reparse.variables === file.id}
                          onClick={() =>
                            reparse.mutate(file.id, {
                              onError: (error) =>
                                notifications.show({ color: 'red', title: `Could not re-parse ${file.name}`, message: errorMessage(error) }),
                            })
                          }
                        >
                          Re-parse
                        </Button>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
                {active && file.job !== null ? (
                  <Table.Tr>
                    <Table.Td colSpan={5}>
                      <JobProgress key={file.job} jobId={file.job} label={`Parsing ${file.name}`} onFinished={refreshRun} />
                    </Table.Td>
                  </Table.Tr>
                ) : null}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
