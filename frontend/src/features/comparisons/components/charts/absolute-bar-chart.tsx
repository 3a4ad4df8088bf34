import type { Data, Layout } from 'plotly.js';
import { memo, useMemo } from 'react';

import { LazyPlot } from '@/components/charts/lazy-plot';
import type { Schemas } from '@/lib/api/types';

import { formatChange, formatNumber, intervalArms, noiseLabel } from '@/features/comparisons/utils/format';
import { categoryAxis } from '@/features/comparisons/utils/labels';
import { WITHIN_NOISE_PATTERN } from '@/features/comparisons/utils/palette';
import { baseLayout, COMPARISON_PLOT_CONFIG } from './chart-config';

type Props = {
  row: Schemas['TableRow'];
  colours: Record<string, string>;
  ariaLabel: string;
};

/** One metric's mean per group in its own unit, with 95 % intervals where a group has several runs. */
function AbsoluteBarChartImpl({ row, colours, ariaLabel }: Props) {
  const cells = useMemo(() => row.cells.filter((c) => c.mean !== null), [row]);
  const data = useMemo<Data[]>(
    () => [
      {
        type: 'bar',
        name: row.label,
        x: cells.map((c) => c.group),
        y: cells.map((c) => c.mean),
        marker: {
          color: cells.map((c) => colours[c.group] ?? '#0072B2'),
          pattern: { shape: cells.map((c) => (c.within_noise ? WITHIN_NOISE_PATTERN.shape : '')), fgopacity: WITHIN_NOISE_PATTERN.fgopacity },
        },
        error_y: {
          type: 'data',
          symmetric: false,
          array: cells.map((c) => intervalArms(c.ci95, c.mean)[0]),
          arrayminus: cells.map((c) => intervalArms(c.ci95, c.mean)[1]),
          visible: cells.some((c) => c.ci95),
          color: '#444',
        },
        customdata: cells.map((c) => [formatNumber(c.mean), c.n, formatNumber(c.stdev), formatChange(c.pct_change), noiseLabel(c.within_noise)]),
        hovertemplate:
          `<b>%{x}</b><br>${row.label}: %{customdata[0]} ${row.unit}<br>runs %{customdata[1]}, sd %{customdata[2]}` +
          '<br>vs baseline %{customdata[3]} (%{customdata[4]})<extra></extra>',
      },
    ],
    [cells, colours, row],
  );
  const layout = useMemo<Partial<Layout>>(
    () =>
      baseLayout({
        showlegend: false,
        xaxis: categoryAxis(cells.map((c) => c.group)),
        yaxis: { title: { text: `${row.label} (${row.unit})` }, rangemode: 'tozero' },
      }),
    [row, cells],
  );
  return <LazyPlot data={data} layout={layout} config={COMPARISON_PLOT_CONFIG} ariaLabel={ariaLabel} />;
}

export const AbsoluteBarChart = memo(AbsoluteBarChartImpl);
