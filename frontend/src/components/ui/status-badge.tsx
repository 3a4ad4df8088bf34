import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';

type StatusBadgeProps = BadgeProps & {
  children: ReactNode;
  'data-state'?: string;
  'data-severity'?: string;
};

/**
 * A badge that states something (a file's or job's state, a finding's severity): never narrower than its word.
 * A plain badge's label may shrink to an ellipsis when a table column is squeezed ("PAR…" for "Parsed"), and the
 * badge is the only place the state is written; a table that is too wide scrolls instead.
 */
export function StatusBadge(props: StatusBadgeProps) {
  return <Badge miw="max-content" {...props} />;
}
