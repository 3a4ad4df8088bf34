import { Badge } from '@mantine/core';

import type { RunFileState } from '../types';

const COLOURS: Record<RunFileState, string> = { stored: 'gray', parsing: 'blue', parsed: 'green', failed: 'red' };
const LABELS: Record<RunFileState, string> = { stored: 'Stored', parsing: 'Parsing', parsed: 'Parsed', failed: 'Failed' };

export function FileStateBadge({ state }: { state: RunFileState }) {
  return (
    <Badge color={COLOURS[state] ?? 'gray'} variant="dot" data-state={state}>
      {LABELS[state] ?? state}
    </Badge>
  );
}
