import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

import type { Rule } from '../types';
import { proseParagraphs } from '../utils/prose';
import { formatUpside } from '../utils/upside';
import { RuleBadges } from './rule-badges';
import { RuleSources } from './rule-sources';

function Labelled({ label, children }: { label: string; children: string }) {
  return (
    <Text size="sm">
      <Text span fw={600}>
        {label}:{' '}
      </Text>
      {proseParagraphs(children).join(' ')}
    </Text>
  );
}

/** One rule in the catalogue list: what it checks, why, what to do and what it is based on. */
export function RuleCard({ rule }: { rule: Rule }) {
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-labelledby={`rule-${rule.id}-title`} data-rule={rule.id}>
      <Stack gap="xs">
        <RuleBadges rule={rule} kind={rule.kind === 'result' ? 'results' : null} />
        <Text fw={600} id={`rule-${rule.id}-title`}>
          <Anchor component={Link} to={`/rules/${encodeURIComponent(rule.id)}`} ff="monospace" mr={6}>
            {rule.id}
          </Anchor>
          {rule.title}
        </Text>
        <Labelled label="Evidence">{rule.evidence}</Labelled>
        {rule.fix ? <Labelled label="Fix">{rule.fix}</Labelled> : null}
        {rule.upside ? <Labelled label="Upside">{formatUpside(rule.upside)}</Labelled> : null}
        <RuleSources sources={rule.sources} />
      </Stack>
    </Paper>
  );
}
