import { StatusBadge } from '@/components/ui/status-badge';

import type { JobState } from './get-job';

const STATE_COLOURS: Record<JobState, string> = {
  queued: 'gray',
  running: 'blue',
  succeeded: 'green',
  failed: 'red',
};

const STATE_LABELS: Record<JobState, string> = {
  queued: 'Queued',
  running: 'Running',
  succeeded: 'Succeeded',
  failed: 'Failed',
};

export function JobStateBadge({ state }: { state: JobState }) {
  return (
    <StatusBadge color={STATE_COLOURS[state]} variant="light" data-state={state}>
      {STATE_LABELS[state]}
    </StatusBadge>
  );
}
