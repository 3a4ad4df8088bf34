import { Button, Group, NativeSelect, NumberInput, Paper, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';

import type { Schemas } from '@/lib/api/types';

import type { ReportChartId, ReportChartSpec, ReportRequest } from '../types';
import {
  AS_REPORT,
  baselineOf,
  CHART_CHOICES,
  groupingOf,
  groupNames,
  hasMetric,
  hasRange,
  hasX,
  messagesUnder,
  withBaseline,
  withChartType,
  withGrouping,
} from '../utils/chart-editor';

/** What the editor offers choices from: the report's runs, their tags and the metrics they hold. */
export type ChartOptions = {
  runs: Schemas['GroupRun'][];
  tags: string[];
  numericTags: string[];
  metrics: Schemas['MetricInfo'][];
  reportRequest: ReportRequest;
};

type Props = {
  index: number;
  spec: ReportChartSpec;
  options: ChartOptions;
  fieldErrors?: Record<string, string[]>;
  onChange: (spec: ReportChartSpec) => void;
  onRemove?: () => void;
};

const toNumber = (value: string | number): number | null => (value === '' || value === null ? null : Number(value));

/** A select's options with the saved value kept even when the runs no longer offer it. */
function keep(options: { value: string; label: string }[], value: string): { value: string; label: string }[] {
  return options.some((o) => o.value === value) ? options : [...options, { value, label: `${value} (as saved)` }];
}

function groupingLabel(grouping: string, reportRequest: ReportRequest): string {
  if (grouping === AS_REPORT && reportRequest.intervals) return 'As the report (intervals of one run)';
  if (grouping === AS_REPORT) return `As the report (${groupingLabel(reportRequest.group_by ?? '', reportRequest)})`;
  if (grouping === '') return 'One group per run';
  if (grouping === 'plan_version') return 'By plan version';
  if (grouping === 'manual') return 'Groups as saved';
  return `By tag “${grouping.slice(4)}”`;
}

/** Every choice of one chart of a report: type, quantity, x axis, grouping, baseline, axis range and caption. */
export function ChartFields({ index, spec, options, fieldErrors, onChange, onRemove }: Props) {
  const at = `charts/${index}`;
  const error = (field: string) => messagesUnder(fieldErrors, `${at}/${field}`);
  const name = `Chart ${index + 1}`;
  const grouping = groupingOf(spec);
  const groupings = [AS_REPORT, '', 'plan_version', ...options.tags.map((t) => `tag:${t}`)];
  if (grouping === 'manual' || options.reportRequest.group_by === 'manual') groupings.push('manual');
  const groupingError = [error('request/group_by'), error('request/groups'), error('request/runs'), error('request/non_field_errors')]
    .filter(Boolean)
    .join(' ');
  const groups = groupNames(options.runs.filter((r) => (spec.request?.runs ?? options.reportRequest.runs).includes(r.id)), grouping);
  const baselines = [
    { value: '', label: 'The first group' },
    ...groups.map((g) => ({ value: `group:${g}`, label: `Group ${g}` })),
    ...options.runs.map((r) => ({ value: `run:${r.id}`, label: `Run ${r.label}` })),
  ];
  const metrics = [{ value: '', label: 'Default' }, ...options.metrics.map((m) => ({ value: m.key, label: m.unit ? `${m.label} (${m.unit})` : m.label }))];
  const xs = [
    { value: '', label: 'Users or nodes, as the runs have' },
    { value: 'users', label: 'Users' },
    { value: 'nodes', label: 'Nodes' },
    ...options.numericTags.map((t) => ({ value: `tag:${t}`, label: `Tag “${t}”` })),
  ];

  return (
    <Paper withBorder p="sm" radius="sm" component="fieldset" aria-label={name} data-chart-editor={index}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm">
            {name}
          </Text>
          {onRemove ? (
            <Button variant="default" size="compact-sm" onClick={onRemove} aria-label={`Remove chart ${index + 1}`}>
              Remove
            </Button>
          ) : null}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
          <NativeSelect
            label="Chart type"
            value={spec.chart}
            data={CHART_CHOICES}
            onChange={(e) => onChange(withChartType(spec, e.currentTarget.value as ReportChartId))}
            error={error('chart')}
          />
          {hasMetric(spec.chart) ? (
            <NativeSelect
              label="Metric"
              value={spec.metric ?? ''}
              data={keep(metrics, spec.metric ?? '')}
              onChange={(e) => onChange({ ...spec, metric: e.currentTarget.value })}
              error={error('metric')}
            />
          ) : null}
          {hasX(spec.chart) ? (
            <NativeSelect
              label="X axis"
              value={spec.x ?? ''}
              data={keep(xs, spec.x ?? '')}
              onChange={(e) => onChange({ ...spec, x: e.currentTarget.value })}
              error={error('x')}
            />
          ) : null}
          <NativeSelect
            label="Grouping"
            value={grouping}
            data={keep(
              groupings.map((g) => ({ value: g, label: groupingLabel(g, options.reportRequest) })),
              grouping,
            )}
            onChange={(e) => onChange(withGrouping(spec, e.currentTarget.value, options.reportRequest))}
            error={groupingError || undefined}
          />
          {spec.request ? (
            <NativeSelect
              label="Baseline"
              value={baselineOf(spec)}
              data={keep(baselines, baselineOf(spec))}
              onChange={(e) => onChange(withBaseline(spec, e.currentTarget.value))}
              error={error('request/baseline')}
            />
          ) : null}
        </SimpleGrid>
        {hasRange(spec.chart) ? (
          <Group grow align="flex-start">
            <NumberInput label="Axis minimum" value={spec.y_min ?? ''} onChange={(v) => onChange({ ...spec, y_min: toNumber(v) })} error={error('y_min')} />
            <NumberInput label="Axis maximum" value={spec.y_max ?? ''} onChange={(v) => onChange({ ...spec, y_max: toNumber(v) })} error={error('y_max')} />
          </Group>
        ) : null}
        <Textarea label="Caption" autosize value={spec.caption ?? ''} onChange={(e) => onChange({ ...spec, caption: e.currentTarget.value })} error={error('caption')} />
      </Stack>
    </Paper>
  );
}
