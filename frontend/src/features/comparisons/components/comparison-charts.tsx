import { Alert, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';

import { EmptyState } from '@/components/ui/empty-state';

import { CHART_IDS, chartName, type ChartId, type ComparisonRequest, type ComparisonResult } from '../types';
import { chartStatus } from '../utils/availability';
import { formatPct } from '../utils/format';
import { seriesColour } from '../utils/palette';
import { CHART_VIEWS, type ChartViewProps } from './charts';

export type ComparisonChartsProps = {
  result: ComparisonResult;
  /** Which charts, in order; all of them when omitted. */
  charts?: readonly string[];
  /** A server URL for a chart's CSV (a saved report's own comparison)... */
  csvHref?: (chart: ChartId) => string;
  /** ...else the comparison drawn, whose chart CSV the server writes when asked (the comparison page). */
  csvRequest?: ComparisonRequest;
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
 * Every chart of a comparison, each drawn by its view (components/charts: one per chart of the catalogue), all
 * coloured by group with the Okabe–Ito palette, in the catalogue's order. Used by the Comparisons page and, composed
 * in by the app, by reports.
 */
export function ComparisonCharts({ result, charts, csvHref, csvRequest, fileStem = 'comparison', summary = true, metric, onMetricChange }: ComparisonChartsProps) {
  const status = useMemo(() => chartStatus(result), [result]);
  // A chart with nothing to draw is never drawn as bare axes: it is named once below, with the reason.
  const chosen = useMemo(() => (charts ?? CHART_IDS).filter(isChartId), [charts]);
  const shown = useMemo(() => chosen.filter((c) => status[c]?.available !== false), [chosen, status]);
  const notDrawn = useMemo(() => chosen.filter((c) => status[c]?.available === false), [chosen, status]);
  const colours = useMemo(
    () => Object.fromEntries(result.groups.map((g, index) => [g.name, seriesColour(index)])),
    [result.groups],
  );
  const labels = useMemo(() => Object.fromEntries(result.metrics.map((m) => [m.key, m.label.toLowerCase()])), [result.metrics]);

  if (result.empty) {
    return <EmptyState title="Nothing to compare yet">Pick at least one run to see charts.</EmptyState>;
  }
  const baseline = result.baseline?.group ?? '';
  const view = (chart: ChartId): ChartViewProps => ({
    chart,
    title: chartName(chart),
    result,
    colours,
    baseline,
    fileStem,
    csvHref: csvHref?.(chart),
    csvRequest,
    metric,
    onMetricChange,
  });
  // In the catalogue's order whatever order they were asked in; wide views (the table) under the figures.
  const drawn = (wide: boolean) =>
    CHART_IDS.filter((chart) => shown.includes(chart) && Boolean(CHART_VIEWS[chart].wide) === wide).map((chart) => {
      const { Page } = CHART_VIEWS[chart];
      return <Page key={chart} {...view(chart)} />;
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
            .map((s) => ` · ${s.group}: ${formatPct(s.geomean_pct_of_baseline)} of the baseline overall (geometric mean of ${s.metrics.map((k) => labels[k] ?? k).join(', ')})`)
            .join('')}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        {drawn(false)}
      </SimpleGrid>
      {notDrawn.length > 0 ? (
        <Stack gap={2} component="section" aria-label="Charts not drawn" data-testid="charts-not-drawn">
          {notDrawn.map((chart) => (
            <Text key={chart} size="sm" c="dimmed" data-chart-missing={chart}>
              <b>{chartName(chart)}</b> is not drawn: {status[chart]?.reason}
            </Text>
          ))}
        </Stack>
      ) : null}
      {drawn(true)}
    </Stack>
  );
}
