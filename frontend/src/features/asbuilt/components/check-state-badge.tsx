import { Badge } from '@mantine/core';

import type { CheckState } from '../types';
import { CHECK_STATE_COLOURS, CHECK_STATE_LABELS } from '../utils/check-state';

export function CheckStateBadge({ state }: { state: CheckState }) {
  return (
    <Badge color={CHECK_STATE_COLOURS[state]} variant="dot" data-state={state}>
      {CHECK_STATE_LABELS[state]}
    </Badge>
  );
}
