import { StatusBadge } from '@/components/ui/status-badge';

import type { BundleState } from '../types';

// The darkest shades: outline text in them stays above 4.5:1 on a white page.
const COLOURS: Record<BundleState, string> = { queued: 'gray.7', rendering: 'blue.9', complete: 'teal.9', failed: 'red.9' };
const LABELS: Record<BundleState, string> = { queued: 'Queued', rendering: 'Rendering', complete: 'Complete', failed: 'Failed' };

export function BundleStateBadge({ state }: { state: BundleState }) {
  return (
    <StatusBadge color={COLOURS[state]} variant="outline" data-state={state}>
      {LABELS[state]}
    </StatusBadge>
  );
}
