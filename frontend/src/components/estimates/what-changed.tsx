import { Badge, Code, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';

import { PointerFields } from '@/components/ui/pointer-fields';
import { SeverityBadge } from '@/components/ui/severity-badge';
import type { Schemas } from '@/lib/api/types';
import { describePointer } from '@/lib/pointer';

import { signedPct } from './format';

export type ConfigurationChange = Schemas['ConfigurationChange'];
type FieldChange = ConfigurationChange['fields'][number];
type ChangedFinding = ConfigurationChange['findings_added'][number];
type CheckMetric = NonNullable<ConfigurationChange['check']>['metrics'][number];

const STATUS: Record<ConfigurationChange['status'], { label: string; color: string }> = {
  changed: { label: 'Configuration changed', color: 'indigo.9' },
  same: { label: 'Same configuration', color: 'teal.9' },
  unknown: { label: 'Configuration unknown', color: 'gray.8' },
  several: { label: 'Several versions', color: 'gray.8' },
};

const METRIC_LABELS: Record<CheckMetric['metric'], string> = { throughput: 'Throughput', cpu_per_txn: 'CPU per transaction' };

/** A value as text: never JSON; an object or list is shown by its set fields (see `PointerFields`). */
function scalar(v: FieldChange['before']): string {
  if (v === null) return 'not set';
  return String(v);
}

const NO_FIELD = (
  <Text size="sm" c="dimmed">
    (no field set)
  </Text>
);

function isWhole(v: FieldChange['before']): boolean {
  return v !== null && typeof v === 'object';
}

/** What a whole item is called: its path, and its name where it has one ("nodes › 3 (rac3)"). */
function itemName(path: string, value: FieldChange['before']): string {
  const named = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>).name : undefined;
  return typeof named === 'string' && named ? `${describePointer(path)} (${named})` : describePointer(path);
}

/**
 * One row per change. A node, disk or section added or removed whole is one row in words ("nodes › 3 (rac3) added")
 * with its fields listed under it; a field is "before → after".
 */
function FieldItem({ field }: { field: FieldChange }) {
  const whole = field.change === 'added' ? field.after : field.change === 'removed' ? field.before : null;
  if (whole !== null && isWhole(whole)) {
    return (
      <List.Item>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {itemName(field.path, whole)} {field.change}
        </Text>
        <PointerFields path={field.path} value={whole} empty={NO_FIELD} indent />
      </List.Item>
    );
  }
  const side = (v: FieldChange['before']) => (isWhole(v) ? <PointerFields path={field.path} value={v} empty={NO_FIELD} indent /> : scalar(v));
  return (
    <List.Item>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        <Text span fw={600}>
          {describePointer(field.path)}
        </Text>{' '}
        <Code fz="xs">{field.path}</Code>: {side(field.before)} → {field.change === 'removed' ? 'removed' : side(field.after)}
      </Text>
    </List.Item>
  );
}

function Findings({ label, findings }: { label: string; findings: ChangedFinding[] }) {
  if (findings.length === 0) return null;
  return (
    <List spacing={2} size="sm" aria-label={label}>
      {findings.map((f) => (
        <List.Item key={`${f.rule}-${f.message}`}>
          <Group gap={6} wrap="wrap">
            <SeverityBadge severity={f.severity} />
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {f.rule} {f.title}
            </Text>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}

function EstimateRow({ row }: { row: CheckMetric }) {
  const label = METRIC_LABELS[row.metric];
  if (row.within !== null && row.low_pct !== null && row.high_pct !== null && row.measured_pct !== null) {
    return (
      <List.Item>
        <Text size="sm">
          {label}: expected {signedPct(row.low_pct)} to {signedPct(row.high_pct)}, measured {signedPct(row.measured_pct)} ({row.within ? 'within' : 'outside'})
        </Text>
      </List.Item>
    );
  }
  return (
    <List.Item>
      <Text size="sm">
        {label}: {row.measured_pct !== null ? `measured ${signedPct(row.measured_pct)}; ` : ''}not estimated. {row.why_not}
      </Text>
    </List.Item>
  );
}

/** One group's configuration change against the baseline, or why none can be named. */
export function ConfigurationChangeCard({ change }: { change: ConfigurationChange }) {
  const headingId = useId();
  const status = STATUS[change.status];
  const check = change.check;
  return (
    <Paper withBorder p="sm" radius="md" component="article" aria-labelledby={headingId} data-testid="configuration-change" data-status={change.status}>
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600} size="sm" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {change.label} against {change.baseline}
          </Text>
          <Badge size="sm" variant="outline" color={status.color}>
            {status.label}
          </Badge>
        </Group>
        <Text size="sm" data-testid="change-sentence" style={{ overflowWrap: 'anywhere' }}>
          {change.sentence}
        </Text>
        {change.status === 'changed' ? (
          <>
            {change.score ? (
              <Text size="xs" c="dimmed">
                Health score {change.score.from ?? '–'} → {change.score.to ?? '–'}
              </Text>
            ) : null}
            <List spacing={2} size="sm" aria-label="Fields changed">
              {change.fields.map((field) => (
                <FieldItem key={field.path} field={field} />
              ))}
            </List>
            {change.findings_added.length ? <Text size="sm" fw={600}>Findings added</Text> : null}
            <Findings label="Findings added" findings={change.findings_added} />
            {change.findings_removed.length ? <Text size="sm" fw={600}>Findings removed</Text> : null}
            <Findings label="Findings removed" findings={change.findings_removed} />
            <Text size="sm" fw={600}>
              The estimate for this change against what was measured
            </Text>
            {check?.comparable ? (
              <List spacing={2} size="sm" aria-label="Estimate for this change">
                {check.metrics.map((row) => (
                  <EstimateRow key={row.metric} row={row} />
                ))}
              </List>
            ) : (
              <Text size="sm">Not compared: {check?.why_not ?? 'the comparison has no estimate for this group.'}</Text>
            )}
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}

type Props = {
  changes: ConfigurationChange[];
  /** A saved report: whether the change was kept with the revision (false: saved before reports kept it). */
  saved?: boolean;
};

/** What changed between the runs compared: beside the deltas, each group's configuration change from the baseline. */
export function WhatChanged({ changes, saved }: Props) {
  const headingId = useId();
  if (changes.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId} data-testid="what-changed">
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          What changed
        </Title>
        <Text size="xs" c="dimmed">
          The plan versions the runs ran: fields changed and findings added or removed from the baseline’s version to each group’s, with the plan estimate for that
          change (80 % interval) against the deltas measured.
          {saved === true ? ' As kept when this revision was saved.' : saved === false ? ' Read now: this revision was saved before reports kept what changed.' : ''}
        </Text>
        {changes.map((change) => (
          <ConfigurationChangeCard key={change.label} change={change} />
        ))}
      </Stack>
    </Paper>
  );
}
