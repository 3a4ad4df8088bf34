import { Anchor, Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

import type { Difference, DriftClosing as Closing } from '../types';
import { checkHref } from '../utils/check-href';
import { differenceLabel } from '../utils/remediation';

const GROUPS = [
  { key: 'gone', title: 'Gone', colour: 'green', empty: 'None of its differences is gone.' },
  { key: 'remain', title: 'Remaining', colour: 'orange', empty: 'None of its differences remains.' },
  { key: 'new', title: 'New', colour: 'red', empty: 'No new difference.' },
  { key: 'not_rechecked', title: 'Not checked again', colour: 'gray', empty: '' },
] as const;

function ClosingGroup({ id, title, colour, items, empty }: { id: string; title: string; colour: string; items: readonly Difference[]; empty: string }) {
  if (items.length === 0 && !empty) return null;
  return (
    <section aria-labelledby={id}>
      <Group gap="xs" mb={4}>
        <Title order={3} size="h5" id={id}>
          {title}
        </Title>
        <Badge color={colour} variant="light" aria-hidden>
          {items.length}
        </Badge>
      </Group>
      {items.length === 0 ? (
        <Text size="sm">{empty}</Text>
      ) : (
        <List size="sm" spacing={2} aria-labelledby={id}>
          {items.map((item) => (
            <List.Item key={`${item.what}-${item.node ?? ''}-${item.file ?? ''}-${item.key}`} style={{ overflowWrap: 'anywhere' }}>
              {differenceLabel(item)}
            </List.Item>
          ))}
        </List>
      )}
    </section>
  );
}

/** The drift closing: which differences of the check before this one are gone, which remain, which are new. */
export function DriftClosing({ planId, version, closing }: { planId: number; version: number; closing: Closing }) {
  return (
    <Stack gap="sm">
      <Text size="sm">
        This check checks again{' '}
        <Anchor component={Link} to={checkHref(planId, { id: closing.previous, version })}>
          check {closing.previous}
        </Anchor>
        : {closing.gone.length} of its differences gone, {closing.remain.length} remaining, {closing.new.length} new.
        {closing.not_rechecked.length > 0 ? ` ${closing.not_rechecked.length} were not checked again: no file of this check shows them.` : ''}
      </Text>
      {GROUPS.map((group) => (
        <ClosingGroup key={group.key} id={`closing-${group.key}`} title={group.title} colour={group.colour} items={closing[group.key]} empty={group.empty} />
      ))}
    </Stack>
  );
}
