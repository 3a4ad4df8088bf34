import { Anchor, Button, Group, Modal, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { Fragment, useCallback, useMemo, useState } from 'react';

import { JobProgress } from '@/components/jobs';
import { type DataColumn, DataTable, DataTableRow } from '@/components/ui/data-table';
import { errorMessage } from '@/lib/api/errors';
import { toggledIn } from '@/lib/sets';

import { runQueryKey } from '../api/get-run';
import { runFileDownloadUrl } from '../api/get-run-file-text';
import { useRemoveRunFile } from '../api/remove-run-file';
import { useReparseRunFile } from '../api/reparse-run-file';
import { ACTIVE_FILE_STATES, type ArchiveEntry, type RunFile } from '../types';
import { formatBytes } from '../utils/format';
import { EntryStateBadge, FileStateBadge } from './file-state-badge';

type FilesTableProps = {
  runId: number;
  files: RunFile[];
  canWrite: boolean;
  onViewText: (file: RunFile) => void;
  /** Opens every sample of a parsed OS capture (any format of the OS statistics group). */
  onViewSamples: (file: RunFile) => void;
};

/** The kinds of parsed file whose samples can be read one by one. */
const SAMPLED_KINDS = new Set(['os_stats', 'sar']);

function describeKind(file: RunFile): string {
  const parts = [file.kind, file.format, file.release].filter((part) => part && part.length > 0);
  return parts.length > 0 ? parts.join(' · ') : '—';
}

type RowActions = {
  canWrite: boolean;
  onViewText: (file: RunFile) => void;
  onViewSamples: (file: RunFile) => void;
  onReparse: (file: RunFile) => void;
  reparsingId: number | undefined;
  onRemove: (file: RunFile) => void;
};

/** A stored file as a row: top-level, or under its archive (indented and named by its path in the archive). */
type FileLine = { file: RunFile; label: string; indent: boolean };

/** The columns of a stored file: name (with its error), state, kind, size and what the user may do with it. */
function fileColumns(actions: RowActions): readonly DataColumn<FileLine>[] {
  return [
    {
      key: 'file',
      header: 'File',
      td: ({ indent }) => ({ maw: 320, pl: indent ? 'xl' : undefined }),
      cell: ({ file, label }) => (
        <>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {label}
          </Text>
          {file.error && (file.state === 'failed' || file.state === 'partial') ? (
            <Text size="xs" c="red.9" style={{ whiteSpace: 'pre-line' }}>
              {file.kind === 'archive' ? file.error : `Parse error: ${file.error}`}
            </Text>
          ) : null}
          {file.state === 'parsed' && file.error ? (
            <Text size="xs" c="var(--app-warning-text)" style={{ whiteSpace: 'pre-line' }}>
              Warning: {file.error}
            </Text>
          ) : null}
        </>
      ),
    },
    { key: 'state', header: 'State', cell: ({ file }) => <FileStateBadge state={file.state} /> },
    { key: 'kind', header: 'Kind · format · release', cell: ({ file }) => <Text size="sm">{describeKind(file)}</Text> },
    { key: 'size', header: 'Size', align: 'right', cell: ({ file }) => formatBytes(file.size) },
    { key: 'actions', header: 'Actions', cell: ({ file }) => <FileActions file={file} actions={actions} /> },
  ];
}

function FileActions({ file, actions }: { file: RunFile; actions: RowActions }) {
  const active = ACTIVE_FILE_STATES.has(file.state) && file.job !== null;
  return (
    <Group gap={6} wrap="nowrap">
      <Button size="compact-xs" variant="default" onClick={() => actions.onViewText(file)} aria-label={`View text of ${file.name}`}>
        View text
      </Button>
      {file.state === 'parsed' && SAMPLED_KINDS.has(file.kind) ? (
        <Button size="compact-xs" variant="default" onClick={() => actions.onViewSamples(file)} aria-label={`Samples of ${file.name}`}>
          Samples
        </Button>
      ) : null}
      <Anchor href={runFileDownloadUrl(file.id)} download={file.name} size="xs" aria-label={`Download original of ${file.name}`}>
        Download
      </Anchor>
      {actions.canWrite ? (
        <>
          <Button
            size="compact-xs"
            variant="subtle"
            aria-label={`Re-parse ${file.name}`}
            disabled={active}
            loading={actions.reparsingId === file.id}
            onClick={() => actions.onReparse(file)}
          >
            Re-parse
          </Button>
          <Button
            size="compact-xs"
            variant="default"
            c="red.9"
            aria-label={`Remove ${file.name}`}
            disabled={file.state === 'parsing'}
            onClick={() => actions.onRemove(file)}
          >
            Remove
          </Button>
        </>
      ) : null}
    </Group>
  );
}

/** One stored file's row, followed while it is being parsed by a row with the parse job's progress. */
function FileRow({ line, columns, onFinished }: { line: FileLine; columns: readonly DataColumn<FileLine>[]; onFinished: () => void }) {
  const { file, label } = line;
  const active = ACTIVE_FILE_STATES.has(file.state) && file.job !== null;
  return (
    <>
      <DataTableRow columns={columns} row={line} index={0} data-file={file.name} aria-label={label} />
      {active && file.job !== null ? (
        <Table.Tr>
          <Table.Td colSpan={columns.length}>
            <JobProgress key={file.job} jobId={file.job} label={`Parsing ${file.name}`} onFinished={onFinished} />
          </Table.Td>
        </Table.Tr>
      ) : null}
    </>
  );
}

/**
 * An archive entry that is not a file of the run: refused (with its reason), desktop metadata left out, a nested
 * archive, or removed.
 */
function EntryRow({ entry }: { entry: ArchiveEntry }) {
  const state = entry.state === 'imported' ? 'removed' : entry.state;
  return (
    <Table.Tr aria-label={entry.path} data-entry={entry.path}>
      <Table.Td maw={320} pl="xl">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {entry.path}
        </Text>
        {entry.error ? (
          <Text size="xs" c={entry.state === 'ignored' ? 'dimmed' : 'red.9'}>
            {entry.error}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <EntryStateBadge state={state} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{entry.state === 'unpacked' ? `archive · ${entry.format}` : '—'}</Text>
      </Table.Td>
      <Table.Td />
      <Table.Td />
    </Table.Tr>
  );
}

/**
 * Every stored file of the run with its parse state. An archive row expands to its entries: the files it became
 * (with their own state and actions) and the entries that were skipped, each with the reason.
 */
export function FilesTable({ runId, files, canWrite, onViewText, onViewSamples }: FilesTableProps) {
  const queryClient = useQueryClient();
  const reparse = useReparseRunFile(runId);
  const remove = useRemoveRunFile(runId);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [removing, setRemoving] = useState<RunFile | null>(null);
  const refreshRun = useCallback(() => queryClient.invalidateQueries({ queryKey: runQueryKey(runId) }), [queryClient, runId]);

  const byId = useMemo(() => new Map(files.map((file) => [file.id, file])), [files]);
  // Files listed under an archive's entries show there; any other file (an older archive's too) stays top-level.
  const topLevel = useMemo(() => {
    const listed = new Set(files.flatMap((file) => (file.entries ?? []).map((entry) => entry.file)));
    return files.filter((file) => !listed.has(file.id));
  }, [files]);

  const actions: RowActions = {
    canWrite,
    onViewText,
    onViewSamples,
    onReparse: (file) =>
      reparse.mutate(file.id, {
        onError: (error) => notifications.show({ color: 'red', title: `Could not re-parse ${file.name}`, message: errorMessage(error) }),
      }),
    reparsingId: reparse.isPending ? reparse.variables : undefined,
    onRemove: setRemoving,
  };
  const columns = fileColumns(actions);

  const toggle = (id: number) => setExpanded((current) => toggledIn(current, id));

  const confirmRemove = () => {
    if (!removing) return;
    const file = removing;
    remove.mutate(file.id, {
      // The table itself shows the removal (the row leaves, an archive entry reads "Removed").
      onSuccess: () => setRemoving(null),
      onError: (error) => notifications.show({ color: 'red', title: `Could not remove ${file.name}`, message: errorMessage(error) }),
    });
  };

  return (
    <>
      <DataTable
        label="Files"
        minWidth={760}
        scroll={{ type: 'native', tabIndex: 0 }}
        verticalSpacing="xs"
        columns={columns}
        body={topLevel.map((file) => {
          const isOpen = expanded.has(file.id);
          const entries = file.entries ?? [];
          return (
            <Fragment key={file.id}>
              <FileRow line={{ file, label: file.name, indent: false }} columns={columns} onFinished={refreshRun} />
              {file.kind === 'archive' && entries.length > 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={columns.length} py={2}>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      aria-expanded={isOpen}
                      aria-label={`${isOpen ? 'Hide' : 'Show'} the ${entries.length} entries of ${file.name}`}
                      onClick={() => toggle(file.id)}
                    >
                      {isOpen ? 'Hide entries' : `Show ${entries.length} entries`}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ) : null}
              {isOpen
                ? entries.map((entry) => {
                    const child = entry.file !== null ? byId.get(entry.file) : undefined;
                    return child ? (
                      <FileRow key={`entry-${entry.path}`} line={{ file: child, label: entry.path, indent: true }} columns={columns} onFinished={refreshRun} />
                    ) : (
                      <EntryRow key={`entry-${entry.path}`} entry={entry} />
                    );
                  })
                : null}
            </Fragment>
          );
        })}
      />
      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title="Remove this file from the run?">
        {removing ? (
          <>
            <Text size="sm" mb="md">
              {removing.kind === 'archive'
                ? `${removing.name} and every file unpacked from it leave this run, and the run's metrics are recomputed without them.`
                : `${removing.name} leaves this run, and the run's metrics are recomputed without it.`}{' '}
              The original is kept while another run uses it.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRemoving(null)}>
                Cancel
              </Button>
              <Button color="red.9" loading={remove.isPending} onClick={confirmRemove}>
                Remove {removing.name}
              </Button>
            </Group>
          </>
        ) : null}
      </Modal>
    </>
  );
}
