import { Alert, List, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';

import { EmptyState } from '@/components/ui/empty-state';

import { CHART_IDS, CHART_TITLES, type ChartId, type ComparisonResult } from '../types';
import { formatPct } from '../utils/format';
import { seriesColour } from '../utils/palette';
import { SCALING_METRICS, type ScalingMetric } from '../utils/scaling';
import { chartStatus, cpuCostQuantity, scalingAxis } from '../utils/availability';
import { ChartCard } from './chart-card';
import { AbsoluteBarChart } from './charts/absolute-bar-chart';
import { NormalizedBarChart } from './charts/normalized-bar-chart';
import { ScalingLineChart } from './charts/scaling-line-chart';
import { TopEventsChart } from './charts/top-events-chart';
import { WaitClassChart } from './charts/wait-class-chart';
import { ComparisonTable } from './comparison-table';

export type ComparisonChartsProps = {
  result: ComparisonResult;
  /** Which charts, in order; all of them when omitted. */
  charts?: readonly string[];
  /** A server URL for a chart's CSV (reports); the CSV is built in the browser otherwise. */
  csvHref?: (chart: ChartId) => string;
  fileStem?: string;
  /** False inside a report, where each chart stands alone: no notes or summary line above it. */
  summary?: boolean;
  /** The quantity the absolute-values and scaling charts start on (a metric key), e.g. from the address. */
  metric?: string | null;
  /** Told when the user picks another quantity in the absolute-values or scaling chart. */
  onMetricChange?: (metric: string) => void;
};

function isChartId(value: string): value is ChartId {
  return (CHART_IDS as readonly string[]).includes(value);
}

/**
 * Every chart of a comparison, one memoised Plotly component per chart type, all coloured by group
 * with the Okabe–Ito palette. Used by the Comparisons page and, composed in by the app, by reports.
 */
export function ComparisonCharts({ result, charts, csvHref, fileStem = 'comparison', summary = true, metric, onMetricChange }: ComparisonChartsProps) {
  const status = useMemo(() => chartStatus(result), [result]);
  // A chart with nothing to draw is never drawn as bare axes: it is named once below, with the reason.
  const chosen = useMemo(() => (charts ?? CHART_IDS).filter(isChartId), [charts]);
  const shown = useMemo(() => chosen.filter((c) => status[c]?.available !== false), [chosen, status]);
  const notDrawn = useMemo(() => chosen.filter((c) => status[c]?.available === false), [chosen, status]);
  const colours = useMemo(
    () => Object.fromEntries(result.groups.map((g, index) => [g.name, seriesColour(index)])),
    [result.groups],
  );
  const groupNames = useMemo(() => result.groups.map((g) => g.name), [result.groups]);
  const absoluteRows = useMemo(() => result.table.rows.filter((r) => r.cells.some((c) => c.mean !== null)), [result.table.rows]);
  const [absoluteKey, setAbsoluteKey] = useState(metric || 'tps');
  const absoluteRow = absoluteRows.find((r) => r.key === absoluteKey) ?? absoluteRows[0];
  const [scalingMetric, setScalingMetric] = useState<ScalingMetric>(metric && metric in SCALING_METRICS ? (metric as ScalingMetric) : 'tps');

  if (result.empty) {
    return <EmptyState title="Nothing to compare yet">Pick at least one run to see charts.</EmptyState>;
  }
  const baseline = result.baseline?.group ?? '';
  const captions: Record<ChartId, string> = {
    throughput: `Throughput, index (${baseline} = 100)`,
    cpu_cost: `CPU cost, index (${baseline} = 100); lower is better`,
    absolute: absoluteRow ? `${absoluteRow.label} in ${absoluteRow.unit}; baseline ${baseline}` : `Baseline ${baseline}`,
    scaling: `${SCALING_METRICS[scalingMetric]} against ${scalingAxis(result)}; baseline ${baseline}`,
    wait_classes: `% of DB time; baseline ${baseline}`,
    top_events: `% of DB time; change in points against ${baseline}`,
    table: `Baseline ${baseline}`,
  };
  const card = (chart: ChartId) => ({
    chart,
    title: CHART_TITLES[chart],
    result,
    fileStem,
    csvHref: csvHref?.(chart),
    caption: captions[chart],
  });

  return (
    <Stack gap="md" data-testid="comparison-charts">
      {summary && result.notes.length > 0 ? (
        <Alert variant="light" color="gray" title="Read with care">
          <List size="sm">
            {result.notes.map((note) => (
              <List.Item key={note}>{note}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {summary ? (
        <Text size="sm" aria-label="Summary">
          Baseline: <b>{baseline}</b>
          {result.summary
            .filter((s) => s.group !== baseline && s.geomean_pct_of_baseline !== null)
            .map((s) => ` · ${s.group}: ${formatPct(s.geomean_pct_of_baseline)} of the baseline overall (geometric mean of ${s.metrics.join(', ')})`)
            .join('')}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        {shown.includes('throughput') ? (
          <ChartCard {...card('throughput')} note={`Index: ${baseline} = 100. Hatched bars and '(noise)' mark differences within run-to-run noise; whiskers are 95 % intervals.`}>
            <NormalizedBarChart
              rows={result.normalized.throughput}
              colours={colours}
              // the runs' own driver's measure when they share one (a SLOB folder: physical reads per second)
              quantity={result.throughput_metric.key === 'tps' ? 'Throughput' : `Throughput (${result.throughput_metric.label.toLowerCase()})`}
              baseline={baseline}
              ariaLabel="Normalized throughput by group"
            />
          </ChartCard>
        ) : null}
        {shown.includes('cpu_cost') ? (
          <ChartCard {...card('cpu_cost')} note={`Index: ${baseline} = 100. Lower is better: ${cpuCostQuantity(result)} against the baseline.`}>
            <NormalizedBarChart rows={result.normalized.cpu_cost} colours={colours} quantity="CPU cost" baseline={baseline} ariaLabel="CPU cost by group" />
          </ChartCard>
        ) : null}
        {shown.includes('absolute') && absoluteRow ? (
          <ChartCard
            {...card('absolute')}
            controls={
              <NativeSelect
                size="xs"
                aria-label="Metric"
                value={absoluteRow.key}
                onChange={(event) => {
                  setAbsoluteKey(event.currentTarget.value);
                  onMetricChange?.(event.currentTarget.value);
                }}
                data={absoluteRows.map((r) => ({ value: r.key, label: r.label }))}
              />
            }
          >
            <AbsoluteBarChart row={absoluteRow} colours={colours} ariaLabel={`${absoluteRow.label} by group`} />
          </ChartCard>
        ) : null}
        {shown.includes('scaling') ? (
          <ChartCard
            {...card('scaling')}
            controls={
              <NativeSelect
                size="xs"
                aria-label="Scaling metric"
                value={scalingMetric}
                onChange={(event) => {
                  setScalingMetric(event.currentTarget.value as ScalingMetric);
                  onMetricChange?.(event.currentTarget.value);
                }}
                data={Object.entries(SCALING_METRICS).map(([value, label]) => ({ value, label }))}
              />
            }
            note={result.scaling.some((c) => c.source === 'series') ? 'Dotted lines come from benchmark tables inside one run.' : undefined}
          >
            <ScalingLineChart curves={result.scaling} metric={scalingMetric} colours={colours} ariaLabel="User scaling" />
          </ChartCard>
        ) : null}
        {shown.includes('wait_classes') ? (
          <ChartCard {...card('wait_classes')}>
            <WaitClassChart waitClasses={result.wait_classes} ariaLabel="Wait classes by group" />
          </ChartCard>
        ) : null}
        {shown.includes('top_events') ? (
          <ChartCard {...card('top_events')}>
            <TopEventsChart events={result.top_events.events} groups={groupNames} colours={colours} ariaLabel="Top wait events by group" />
          </ChartCard>
        ) : null}
      </SimpleGrid>
      {notDrawn.length > 0 ? (
        <Stack gap={2} component="section" aria-label="Charts not drawn" data-testid="charts-not-drawn">
          {notDrawn.map((chart) => (
            <Text key={chart} size="sm" c="dimmed" data-chart-missing={chart}>
              <b>{CHART_TITLES[chart]}</b> is not drawn: {status[chart]?.reason}
            </Text>
          ))}
        </Stack>
      ) : null}
      {shown.includes('table') ? (
        <ChartCard {...card('table')} image={false}>
          <ComparisonTable result={result} />
        </ChartCard>
      ) : null}
    </Stack>
  );
}
