import type { AsBuiltCheck, CheckState } from '../types';

const ACTIVE: ReadonlySet<CheckState> = new Set(['queued', 'running']);

/** A check whose job has not finished yet: its files, findings and diff may still change. */
export function isCheckActive(check: Pick<AsBuiltCheck, 'state'> | undefined): boolean {
  return check !== undefined && ACTIVE.has(check.state);
}

export const CHECK_STATE_LABELS: Record<CheckState, string> = {
  queued: 'Queued',
  running: 'Checking',
  complete: 'Complete',
  failed: 'Failed',
};

export const CHECK_STATE_COLOURS: Record<CheckState, string> = {
  queued: 'gray',
  running: 'blue',
  complete: 'green',
  failed: 'red',
};
