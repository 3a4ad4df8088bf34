import { Anchor, Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';

import { signedPct as pct } from '@/components/estimates';
import { studyLabel } from '@/components/studies';
import type { PlanEstimate } from '@/features/plans/api/get-estimate';

type Metric = PlanEstimate['throughput'];
type Contribution = Metric['contributions'][number];

/**
 * One metric's estimate: the change and its 80 % interval. With no measured effect behind it there is no interval to
 * draw (no spread was measured for "no difference"), so the line says so rather than print a zero-width ±0.0 %.
 */
export function MetricLine({ label, metric, testId }: { label: string; metric: Metric; testId: string }) {
  if (metric.contributions.length === 0) {
    return (
      <Text size="sm" data-testid={testId}>
        <Text span fw={600}>
          {label}:
        </Text>{' '}
        as the study configuration measured it{' '}
        <Text span c="dimmed" size="xs">
          (no measured effect applies, so the studies give no interval)
        </Text>
      </Text>
    );
  }
  return (
    <Text size="sm" data-testid={testId}>
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      {pct(metric.change_pct)}{' '}
      <Text span c="dimmed" size="xs">
        (80 % interval {pct(metric.low_pct)} to {pct(metric.high_pct)})
      </Text>
    </Text>
  );
}

export function ContributionItem({ c }: { c: Contribution }) {
  const what = c.direction === 'inverse' ? `${c.baseline} against ${c.variant}` : `${c.variant} against ${c.baseline}`;
  const measured = c.direction === 'inverse' ? `${pct(c.change_pct)} the other way` : pct(c.change_pct);
  return (
    <List.Item>
      <Stack gap={2}>
        <Group gap={6}>
          <Text size="xs" fw={600}>
            {c.metric === 'throughput' ? 'Throughput' : 'CPU per transaction'} ×{c.factor.toFixed(3)}
          </Text>
          {c.transferred ? (
            <Badge size="xs" color="gray.7" variant="outline">
              transferred
            </Badge>
          ) : null}
        </Group>
        <Text size="xs">
          {what}: measured {measured} ({studyLabel(c.document)}, “{c.section}”, statement {c.statement})
        </Text>
        {c.transferred ? (
          <Text size="xs" c="dimmed">
            Measured outside the plan’s scope; used because the study’s reason carries over ({c.carries_over}), with a
            wider interval.
          </Text>
        ) : null}
        {c.rules.length > 0 ? (
          <Group gap={6}>
            {c.rules.map((rule) => (
              <Anchor key={rule} component={Link} to={`/rules/${encodeURIComponent(rule)}`} size="xs">
                {rule}
              </Anchor>
            ))}
          </Group>
        ) : null}
      </Stack>
    </List.Item>
  );
}

function shown(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The effects behind an estimate (or a change's estimate), then the settings the plan does not state (unknown, so
 * in the estimate neither way), those left out and the notes.
 */
export function EstimateEffects({ data }: { data: Pick<PlanEstimate, 'throughput' | 'cpu_per_txn' | 'left_out' | 'not_stated' | 'notes'> }) {
  const contributions = [...data.throughput.contributions, ...data.cpu_per_txn.contributions];
  return (
    <>
      {data.not_stated.length > 0 ? (
        <Stack gap={2}>
          <Text size="xs" fw={600}>
            Unknown, so not in the estimate:
          </Text>
          <List spacing={4} size="xs" aria-label="Settings the plan does not state">
            {data.not_stated.map((d) => (
              <List.Item key={d.lever}>
                {d.label}: not stated in the plan (the study configuration has {shown(d.reference)})
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
      {contributions.length > 0 ? (
        <List spacing={6} size="xs" aria-label="Measured effects in the estimate">
          {contributions.map((c) => (
            <ContributionItem key={`${c.metric}-${c.statement}`} c={c} />
          ))}
        </List>
      ) : null}
      {data.left_out.length > 0 ? (
        <List spacing={4} size="xs" aria-label="Measured effects left out">
          {data.left_out.map((x) => (
            <List.Item key={x.statement}>
              Left out {x.statement} ({studyLabel(x.document)}, “{x.section}”): {x.reason}
            </List.Item>
          ))}
        </List>
      ) : null}
      {data.notes.map((note) => (
        <Text key={note} size="xs" c="dimmed">
          {note}
        </Text>
      ))}
    </>
  );
}

/**
 * The "Expected performance" section a plan's estimate is shown in, in the editor and in the version diff: a bordered
 * section named by its heading, its content stacked below.
 */
export function EstimateSection({ children }: { children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={headingId}>
          Expected performance
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
