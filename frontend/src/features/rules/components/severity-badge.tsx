import { Badge } from '@mantine/core';

import type { RuleSeverity } from '../types';

// The word is always printed, so the colour is never the only cue.
const COLOURS: Record<RuleSeverity, string> = { error: 'red', warning: 'orange', advice: 'blue', info: 'gray' };

export function SeverityBadge({ severity }: { severity: RuleSeverity }) {
  return (
    <Badge color={COLOURS[severity] ?? 'gray'} variant="dot" data-severity={severity}>
      {severity}
    </Badge>
  );
}
