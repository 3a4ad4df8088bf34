import type { Data, Layout } from 'plotly.js';
import { memo, useMemo } from 'react';

import { LazyPlot } from '@/components/charts/lazy-plot';

import type { NormalizedRow } from '@/features/comparisons/types';
import { formatChange, formatPct, intervalArms, noiseLabel } from '@/features/comparisons/utils/format';
import { categoryAxis } from '@/features/comparisons/utils/labels';
import { WITHIN_NOISE_PATTERN } from '@/features/comparisons/utils/palette';
import { baseLayout, COMPARISON_PLOT_CONFIG } from './chart-config';

type Props = {
  rows: NormalizedRow[];
  colours: Record<string, string>;
  /** e.g. "Throughput" or "CPU cost"; used in the axis title and hover. */
  quantity: string;
  baseline: string;
  ariaLabel: string;
};

/** Grouped bars of one quantity as % of the baseline, with 95 % intervals; hatched bars are within noise. */
function NormalizedBarChartImpl({ rows, colours, quantity, baseline, ariaLabel }: Props) {
  const shown = useMemo(() => rows.filter((r) => r.pct_of_baseline !== null), [rows]);
  const data = useMemo<Data[]>(
    () => [
      {
        type: 'bar',
        name: quantity,
        x: shown.map((r) => r.group),
        y: shown.map((r) => r.pct_of_baseline),
        marker: {
          color: shown.map((r) => colours[r.group] ?? '#0072B2'),
          pattern: {
            shape: shown.map((r) => (r.within_noise ? WITHIN_NOISE_PATTERN.shape : '')),
            fgopacity: WITHIN_NOISE_PATTERN.fgopacity,
            size: WITHIN_NOISE_PATTERN.size,
          },
        },
        error_y: {
          type: 'data',
          symmetric: false,
          array: shown.map((r) => intervalArms(r.ci95, r.pct_of_baseline)[0]),
          arrayminus: shown.map((r) => intervalArms(r.ci95, r.pct_of_baseline)[1]),
          visible: shown.some((r) => r.ci95),
          color: '#444',
        },
        text: shown.map((r) => (r.within_noise ? `${formatChange(r.pct_change)} (noise)` : formatChange(r.pct_change))),
        textposition: 'outside',
        customdata: shown.map((r) => [
          formatPct(r.pct_of_baseline),
          formatChange(r.pct_change),
          r.n,
          noiseLabel(r.within_noise),
          r.p_value === null ? '—' : r.p_value.toFixed(3),
        ]),
        hovertemplate:
          `<b>%{x}</b><br>${quantity}: %{customdata[0]} of ${baseline}<br>change %{customdata[1]}` +
          '<br>runs: %{customdata[2]}<br>%{customdata[3]} (p = %{customdata[4]})<extra></extra>',
      },
    ],
    [shown, colours, quantity, baseline],
  );
  const layout = useMemo<Partial<Layout>>(
    () =>
      baseLayout({
        showlegend: false,
        xaxis: categoryAxis(shown.map((r) => r.group)),
        yaxis: { title: { text: `${quantity}, % of baseline (${baseline} = 100)` }, rangemode: 'tozero', zeroline: true },
        shapes: [{ type: 'line', xref: 'paper', x0: 0, x1: 1, y0: 100, y1: 100, line: { dash: 'dash', color: '#666', width: 1 } }],
      }),
    [quantity, baseline, shown],
  );
  return <LazyPlot data={data} layout={layout} config={COMPARISON_PLOT_CONFIG} ariaLabel={ariaLabel} />;
}

export const NormalizedBarChart = memo(NormalizedBarChartImpl);
