import { Badge } from '@mantine/core';

import type { Severity } from '../types';

// Colour plus the word itself, so severity never relies on colour alone.
const COLOURS: Record<Severity, string> = { error: 'red', warning: 'orange', advice: 'blue', info: 'gray' };

export function SeverityBadge({ severity }: { severity: Severity }) {
  return (
    <Badge color={COLOURS[severity] ?? 'gray'} variant="dot" data-severity={severity}>
      {severity}
    </Badge>
  );
}
