import type { Data, Layout } from 'plotly.js';
import { memo, useMemo } from 'react';

import { LazyPlot } from '@/components/charts/lazy-plot';
import type { Schemas } from '@/lib/api/types';

import { seriesColour } from '@/features/comparisons/utils/palette';
import { axisRange } from '@/features/comparisons/utils/report-charts';
import { baseLayout, COMPARISON_PLOT_CONFIG } from './chart-config';

type Props = {
  figure: Schemas['ScalingFigure'];
  /** The saved axis range; null ends are left to Plotly. */
  yRange?: [number | null, number | null];
  ariaLabel: string;
};

/** One quantity against a count (users, nodes, processors) and, dashed, the ideal line: linear in the count. */
function ScalingFigureChartImpl({ figure, yRange, ariaLabel }: Props) {
  const data = useMemo<Data[]>(
    () => [
      {
        type: 'scatter',
        mode: 'lines+markers',
        name: 'Measured',
        x: figure.points.map((p) => p.x),
        y: figure.points.map((p) => p.y),
        line: { color: seriesColour(0) },
        marker: { size: 8 },
        hovertemplate: `%{x} ${figure.x_label.toLowerCase()}<br>${figure.y_label}: %{y:.4g}<extra></extra>`,
      },
      {
        type: 'scatter',
        mode: 'lines',
        name: 'Ideal (linear) scaling',
        x: figure.ideal.map((p) => p.x),
        y: figure.ideal.map((p) => p.y),
        line: { color: '#555555', dash: 'dash' },
        hoverinfo: 'skip',
      },
    ],
    [figure],
  );
  const layout = useMemo<Partial<Layout>>(
    () =>
      baseLayout({
        showlegend: true,
        xaxis: { title: { text: figure.x_label }, rangemode: 'tozero' },
        yaxis: { title: { text: figure.y_label }, ...axisRange(yRange) },
      }),
    [figure, yRange],
  );
  return <LazyPlot data={data} layout={layout} config={COMPARISON_PLOT_CONFIG} ariaLabel={ariaLabel} />;
}

export const ScalingFigureChart = memo(ScalingFigureChartImpl);
