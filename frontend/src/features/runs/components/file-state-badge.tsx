import { StatusBadge } from '@/components/ui/status-badge';

import type { ArchiveEntryState, RunFileState } from '../types';

const COLOURS: Record<RunFileState, string> = {
  stored: 'gray',
  parsing: 'blue',
  parsed: 'green',
  partial: 'orange',
  failed: 'red',
};
const LABELS: Record<RunFileState, string> = {
  stored: 'Stored',
  parsing: 'Parsing',
  parsed: 'Parsed',
  partial: 'Partial',
  failed: 'Failed',
};

export function FileStateBadge({ state }: { state: RunFileState }) {
  return (
    <StatusBadge color={COLOURS[state] ?? 'gray'} variant="dot" data-state={state}>
      {LABELS[state] ?? state}
    </StatusBadge>
  );
}

const ENTRY_COLOURS: Record<ArchiveEntryState | 'removed', string> = {
  imported: 'green',
  unpacked: 'teal',
  skipped: 'red',
  ignored: 'gray',
  removed: 'gray',
};
const ENTRY_LABELS: Record<ArchiveEntryState | 'removed', string> = {
  imported: 'Imported',
  unpacked: 'Unpacked',
  skipped: 'Skipped',
  ignored: 'Ignored',
  removed: 'Removed',
};

/** What became of an archive entry that is not (or no longer) a file of the run. */
export function EntryStateBadge({ state }: { state: ArchiveEntryState | 'removed' }) {
  return (
    <StatusBadge color={ENTRY_COLOURS[state]} variant="dot" data-state={state}>
      {ENTRY_LABELS[state]}
    </StatusBadge>
  );
}
