import { Badge, Group } from '@mantine/core';
import type { ReactNode } from 'react';

import { categoryLabel, type Rule } from '../types';
import { SeverityBadge } from './severity-badge';

type RuleBadgesProps = {
  rule: Rule;
  /** What the rule checks, when the place names it (the card only marks rules on results). */
  kind: string | null;
  /** Further badges after these (the rule's page adds its tags). */
  children?: ReactNode;
};

/** A rule's severity, category and kind as a row of badges. */
export function RuleBadges({ rule, kind, children }: RuleBadgesProps) {
  return (
    <Group gap="xs" wrap="wrap">
      <SeverityBadge severity={rule.severity} />
      <Badge variant="default" tt="none">
        {categoryLabel(rule.category)}
      </Badge>
      {kind ? (
        <Badge variant="default" tt="none">
          {kind}
        </Badge>
      ) : null}
      {children}
    </Group>
  );
}
