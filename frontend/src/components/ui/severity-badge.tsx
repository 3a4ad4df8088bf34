import { StatusBadge } from '@/components/ui/status-badge';

import type { Severity } from '@/lib/api/types';

// The word is always printed, so the colour is never the only cue.
const COLOURS: Record<Severity, string> = { error: 'red', warning: 'orange', advice: 'blue', info: 'gray' };

/** A finding's or a rule's severity. */
export function SeverityBadge({ severity }: { severity: Severity }) {
  return (
    <StatusBadge color={COLOURS[severity]} variant="dot" data-severity={severity}>
      {severity}
    </StatusBadge>
  );
}
