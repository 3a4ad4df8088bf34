import type { Data, Layout } from 'plotly.js';
import { memo, useMemo } from 'react';

import { LazyPlot } from '@/components/charts/lazy-plot';
import type { Schemas } from '@/lib/api/types';

import { axisTitle, charsIn, countAxis, legendRows, plotText, yTitleChars } from '@/features/comparisons/utils/labels';
import { seriesColour } from '@/features/comparisons/utils/palette';
import { axisRange } from '@/features/comparisons/utils/report-charts';
import { baseLayout, COMPARISON_PLOT_CONFIG, FIGURE_HEIGHT, useFigureWidth } from './chart-config';

const LEGEND = ['Measured', 'Ideal (linear) scaling'];

type Props = {
  figure: Schemas['ScalingFigure'];
  /** The saved axis range; null ends are left to Plotly. */
  yRange?: [number | null, number | null];
  ariaLabel: string;
};

/** One quantity against a count (users, nodes, processors) and, dashed, the ideal line: linear in the count. */
function ScalingFigureChartImpl({ figure, yRange, ariaLabel }: Props) {
  const { ref, width } = useFigureWidth();
  const figureWidth = width || 640;
  const height = FIGURE_HEIGHT + legendRows(LEGEND, figureWidth) * 20;
  const data = useMemo<Data[]>(
    () => [
      {
        type: 'scatter',
        mode: 'lines+markers',
        name: LEGEND[0],
        x: figure.points.map((p) => p.x),
        y: figure.points.map((p) => p.y),
        line: { color: seriesColour(0) },
        marker: { size: 8 },
        hovertemplate: `%{x} ${plotText(figure.x_label.toLowerCase())}<br>${plotText(figure.y_label)}: %{y:.4g}<extra></extra>`,
      },
      {
        type: 'scatter',
        mode: 'lines',
        name: LEGEND[1],
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
        // x starts at the counts measured: a 0 there would sit on the y axis's own 0 at the corner
        xaxis: countAxis(figure.x_label, charsIn(figureWidth - 160)),
        yaxis: { ...axisTitle(figure.y_label, yTitleChars(FIGURE_HEIGHT)), ...axisRange(yRange) },
      }),
    [figure, yRange, figureWidth],
  );
  return (
    <div ref={ref}>
      {width > 0 ? <LazyPlot data={data} layout={layout} config={COMPARISON_PLOT_CONFIG} ariaLabel={ariaLabel} height={height} /> : <div style={{ height }} />}
    </div>
  );
}

export const ScalingFigureChart = memo(ScalingFigureChartImpl);
