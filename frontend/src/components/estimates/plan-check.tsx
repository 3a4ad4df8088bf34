import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';

import { studyLabel } from '@/components/studies';
import type { Schemas } from '@/lib/api/types';

import { signedPct } from './format';

export type PlanCheck = Schemas['PlanCheck'];
type CheckMetric = PlanCheck['metrics'][number];

const METRIC_LABELS: Record<CheckMetric['metric'], string> = { throughput: 'Throughput', cpu_per_txn: 'CPU per transaction' };

function MetricRow({ row }: { row: CheckMetric }) {
  const label = METRIC_LABELS[row.metric];
  if (row.within !== null && row.low_pct !== null && row.high_pct !== null && row.measured_pct !== null) {
    return (
      <List.Item>
        <Group gap={6} wrap="wrap">
          <Text size="sm">
            <Text span fw={600}>
              {label}:
            </Text>{' '}
            the plan expected {signedPct(row.low_pct)} to {signedPct(row.high_pct)}; the runs measured {signedPct(row.measured_pct)}
          </Text>
          <Badge size="sm" variant="outline" color={row.within ? 'teal.9' : 'red.9'}>
            {row.within ? 'within' : 'outside'}
          </Badge>
        </Group>
      </List.Item>
    );
  }
  return (
    <List.Item>
      <Text size="sm">
        <Text span fw={600}>
          {label}:
        </Text>{' '}
        {row.measured_pct !== null ? `the runs measured ${signedPct(row.measured_pct)}; ` : ''}
        not compared. {row.why_not}
      </Text>
    </List.Item>
  );
}

/**
 * One plan check: what the plan's estimate expected of some runs against a baseline, beside what they measured,
 * with the measured effects it was made of; or, when the two cannot be compared, why (and no number).
 */
export function PlanCheckCard({ check, heading }: { check: PlanCheck; heading?: string }) {
  const headingId = useId();
  const studies = [...new Set(check.contributions.map((c) => studyLabel(c.document)))];
  return (
    <Paper withBorder p="sm" radius="md" component="article" aria-labelledby={headingId} data-testid="plan-check">
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600} size="sm" id={headingId}>
            {heading ?? `${check.label} against ${check.baseline}`}
          </Text>
          {check.outside ? (
            <Badge color="red.9" variant="filled" size="sm">
              Outside the plan’s interval
            </Badge>
          ) : null}
        </Group>
        {check.plan ? (
          <Text size="xs" c="dimmed">
            Plan {check.plan}
            {check.baseline_plan ? `, estimated against ${check.baseline_plan}` : ''}
            {check.baseline_runs.length ? ` (baseline runs: ${check.baseline_runs.join(', ')})` : ''}.
          </Text>
        ) : null}
        {check.comparable ? (
          <>
            <List spacing={4} size="sm" aria-label="Predicted against measured">
              {check.metrics.map((row) => (
                <MetricRow key={row.metric} row={row} />
              ))}
            </List>
            {check.contributions.length ? (
              <Text size="xs" c="dimmed">
                From {studies.join(', ')}:{' '}
                {check.contributions.map((c) => `${c.statement} (“${c.section}”, ${c.variant} against ${c.baseline}, ${signedPct(c.change_pct)})`).join('; ')}
              </Text>
            ) : null}
          </>
        ) : (
          <Text size="sm">Cannot be compared: {check.why_not}</Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The predicted-against-measured block of a comparison or a saved report: one check per group. */
export function PlanChecks({ checks }: { checks: PlanCheck[] }) {
  const headingId = useId();
  if (checks.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId} data-testid="plan-checks">
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          Predicted against measured
        </Title>
        <Text size="xs" c="dimmed">
          Each group’s plan version estimated against the baseline’s (80 % interval, docs/estimate.md), beside the ratio of
          the groups’ means.
        </Text>
        {checks.map((check) => (
          <PlanCheckCard key={check.label} check={check} />
        ))}
      </Stack>
    </Paper>
  );
}
