import { Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';

import type { Schemas } from '@/lib/api/types';

import type { ChartId, ComparisonRequest, ComparisonResult } from '../types';
import { seriesColour } from '../utils/palette';
import { axisRange, chartTitle } from '../utils/report-charts';
import { CHART_VIEWS } from './charts';
import { ComparisonCharts } from './comparison-charts';

export type ReportChartProps = {
  spec: Schemas['ReportChart'];
  data: Schemas['ChartData'];
  /** The report's own comparison; a chart with its own request brings its comparison in ``data``. */
  result: ComparisonResult;
  csvHref?: (chart: ChartId) => string;
  /** Without a CSV address: the comparison the chart draws, whose CSV the server writes when asked. */
  csvRequest?: ComparisonRequest;
  fileStem?: string;
};

/**
 * One chart of a saved report exactly as it was saved: its type, metric, x axis, axis range and caption, drawn by
 * its view's report form (components/charts), else as the comparison page draws it. A chart that has nothing to
 * draw says why in one line, in place.
 */
export function ReportChart({ spec, data, result: main, csvHref, csvRequest, fileStem = 'report' }: ReportChartProps) {
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
  // The comparison page's chart, as a report shows a chart without choices of its own (wait classes, the table).
  const asOnPage = (
    <Stack gap={4} data-report-chart={chart}>
      {caption ? <Text size="sm">{caption}</Text> : null}
      <ComparisonCharts result={result} charts={[chart]} csvHref={csvHref} csvRequest={csvRequest} fileStem={fileStem} summary={false} />
    </Stack>
  );
  const { Report } = CHART_VIEWS[chart];
  if (!Report) return asOnPage;
  return (
    <Report
      chart={chart}
      title={title}
      result={result}
      colours={colours}
      baseline={baseline}
      fileStem={fileStem}
      csvHref={csvHref?.(chart)}
      csvRequest={csvRequest}
      spec={spec}
      data={data}
      range={range}
      yaxis={yaxis}
      caption={caption}
      asOnPage={asOnPage}
    />
  );
}
