import { Badge, Group } from '@mantine/core';
import type { ReactNode } from 'react';

import { categoryLabel, platformsLabel, type Rule } from '../types';
import { SeverityBadge } from './severity-badge';

type RuleBadgesProps = {
  rule: Rule;
  /** What the rule checks, when the place names it (the card only marks rules on results). */
  kind: string | null;
  /** Further badges after these (the rule's page adds its tags). */
  children?: ReactNode;
};

/** A rule's severity, category, the platforms it is limited to and its kind as a row of badges. */
export function RuleBadges({ rule, kind, children }: RuleBadgesProps) {
  const platforms = platformsLabel(rule.platforms);
  return (
    <Group gap="xs" wrap="wrap">
      <SeverityBadge severity={rule.severity} />
      <Badge variant="default" tt="none">
        {categoryLabel(rule.category)}
      </Badge>
      {platforms ? (
        <Badge variant="default" tt="none">
          {platforms}
        </Badge>
      ) : null}
      {kind ? (
        <Badge variant="default" tt="none">
          {kind}
        </Badge>
      ) : null}
      {children}
    </Group>
  );
}
