import { StatusBadge } from '@/components/ui/status-badge';

import type { CheckState } from '../types';
import { CHECK_STATE_COLOURS, CHECK_STATE_LABELS } from '../utils/check-state';

export function CheckStateBadge({ state }: { state: CheckState }) {
  return (
    <StatusBadge color={CHECK_STATE_COLOURS[state]} variant="dot" data-state={state}>
      {CHECK_STATE_LABELS[state]}
    </StatusBadge>
  );
}
