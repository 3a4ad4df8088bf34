import { Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';

import type { Schemas } from '@/lib/api/types';

import type { ChartId, ComparisonResult } from '../types';
import { seriesColour } from '../utils/palette';
import { axisRange, chartTitle } from '../utils/report-charts';
import { ChartCard } from './chart-card';
import { AbsoluteBarChart } from './charts/absolute-bar-chart';
import { NormalizedBarChart } from './charts/normalized-bar-chart';
import { ScalingFigureChart } from './charts/scaling-figure-chart';
import { ComparisonCharts } from './comparison-charts';

export type ReportChartProps = {
  spec: Schemas['ReportChart'];
  data: Schemas['ChartData'];
  /** The report's own comparison; a chart with its own request brings its comparison in ``data``. */
  result: ComparisonResult;
  csvHref?: (chart: ChartId) => string;
  fileStem?: string;
};

/**
 * One chart of a saved report exactly as it was saved: its type, metric, x axis, axis range and caption. A chart
 * that has nothing to draw says why in one line, in place.
 */
export function ReportChart({ spec, data, result: main, csvHref, fileStem = 'report' }: ReportChartProps) {
  const result = data.comparison ?? main;
  const chart = spec.chart;
  const title = chartTitle(spec, data, result);
  const colours = useMemo(() => Object.fromEntries(result.groups.map((g, i) => [g.name, seriesColour(i)])), [result.groups]);
  const yMin = spec.y_min ?? null;
  const yMax = spec.y_max ?? null;
  const range = useMemo<[number | null, number | null]>(() => [yMin, yMax], [yMin, yMax]);
  const yaxis = useMemo(() => axisRange(range), [range]);
  const baseline = result.baseline?.group ?? '';
  const caption = spec.caption || undefined;

  if (data.reason) {
    return (
      <Paper withBorder p="md" radius="md" component="section" aria-label={title} data-report-chart={chart} data-chart-missing={chart}>
        <Stack gap={4}>
          <Title order={3} size="h5">
            {title}
          </Title>
          {caption ? <Text size="sm">{caption}</Text> : null}
          <Text size="sm" c="dimmed">
            Not drawn: {data.reason}
          </Text>
        </Stack>
      </Paper>
    );
  }
  const card = { chart, title, result, fileStem, csvHref: csvHref?.(chart), caption, note: caption };
  if (chart === 'scaling' && data.scaling) {
    return (
      <div data-report-chart={chart}>
        <ChartCard {...card}>
          <ScalingFigureChart figure={data.scaling} yRange={range} ariaLabel={title} />
        </ChartCard>
      </div>
    );
  }
  if (chart === 'absolute') {
    const rows = result.table.rows.filter((r) => r.cells.some((c) => c.mean !== null));
    const row = rows.find((r) => r.key === spec.metric) ?? rows[0];
    if (row) {
      return (
        <div data-report-chart={chart}>
          <ChartCard {...card}>
            <AbsoluteBarChart row={row} colours={colours} ariaLabel={title} yaxis={yaxis} />
          </ChartCard>
        </div>
      );
    }
  }
  if (chart === 'throughput' || chart === 'cpu_cost') {
    return (
      <div data-report-chart={chart}>
        <ChartCard {...card}>
          <NormalizedBarChart
            rows={result.normalized[chart]}
            colours={colours}
            quantity={chart === 'throughput' ? 'Throughput' : 'CPU cost'}
            baseline={baseline}
            ariaLabel={title}
            yaxis={yaxis}
          />
        </ChartCard>
      </div>
    );
  }
  // Wait classes, top events, the table and the engine's own scaling curves: the comparison page's chart.
  return (
    <Stack gap={4} data-report-chart={chart}>
      {caption ? <Text size="sm">{caption}</Text> : null}
      <ComparisonCharts result={result} charts={[chart]} csvHref={csvHref} fileStem={fileStem} summary={false} />
    </Stack>
  );
}
