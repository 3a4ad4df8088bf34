import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

import type { ComparisonResult } from '../types';

/** How many intervals of a group are named before "and N more". */
const NAMED = 3;

/**
 * What a comparison of one run's intervals compares: each group's intervals (the window first, the baseline after
 * it), as the server named them from the run's timeline, and the way back to that run.
 */
export function IntervalsSummary({ runId, result }: { runId: number; result: ComparisonResult | undefined }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Intervals compared" data-testid="intervals-compared">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Intervals of one run
        </Title>
        {result && !result.empty ? (
          <List size="sm" spacing={2}>
            {result.groups.map((g) => (
              <List.Item key={g.name} data-group={g.name}>
                <b>{g.name}</b>
                {g.is_baseline ? ' (baseline)' : ''}, {g.n} interval{g.n === 1 ? '' : 's'}: {g.runs.slice(0, NAMED).map((r) => r.label).join('; ')}
                {g.runs.length > NAMED ? `; and ${g.runs.length - NAMED} more` : ''}
              </List.Item>
            ))}
          </List>
        ) : null}
        <Text size="sm">
          <Anchor component={Link} to={`/runs/${runId}`}>
            Back to the run and its timeline
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}
