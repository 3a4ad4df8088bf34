import type { Data, Layout } from 'plotly.js';
import { memo, useMemo } from 'react';

import { LazyPlot } from '@/components/charts/lazy-plot';

import type { ScalingCurve } from '@/features/comparisons/types';
import { HOVER_NUMBER } from '@/features/comparisons/utils/format';
import { axisTitle, charsIn, countAxis, legendRows, plotText, yTitleChars } from '@/features/comparisons/utils/labels';
import { seriesColour } from '@/features/comparisons/utils/palette';
import { SCALING_METRICS, type ScalingMetric, scalingMode } from '@/features/comparisons/utils/scaling';
import { baseLayout, COMPARISON_PLOT_CONFIG, FIGURE_HEIGHT, useFigureWidth } from './chart-config';

type Props = {
  curves: ScalingCurve[];
  metric: ScalingMetric;
  colours: Record<string, string>;
  ariaLabel: string;
};

/** One line per group (runs at several user counts or cluster sizes) or per benchmark table: users or nodes on x. */
function ScalingLineChartImpl({ curves, metric, colours, ariaLabel }: Props) {
  const { ref, width } = useFigureWidth();
  const figureWidth = width || 640;
  const height = FIGURE_HEIGHT + legendRows(curves.map((c) => c.name), figureWidth) * 20;
  const data = useMemo<Data[]>(
    () =>
      curves.map((curve, index) => {
        const points = curve.points.filter((p) => p[metric] !== null);
        return {
          type: 'scatter',
          mode: scalingMode(points.length),
          name: plotText(curve.name),
          x: points.map((p) => p.x),
          y: points.map((p) => p[metric]),
          line: { color: colours[curve.group] ?? seriesColour(index), dash: curve.source === 'series' ? 'dot' : 'solid' },
          marker: { size: 8, color: colours[curve.group] ?? seriesColour(index) },
          customdata: points.map((p) => [p.runs.length]),
          hovertemplate: `<b>${plotText(curve.name)}</b><br>%{x} ${curve.axis}<br>${SCALING_METRICS[metric]}: %{y:${HOVER_NUMBER}}<br>runs: %{customdata[0]}<extra></extra>`,
        } satisfies Data;
      }),
    [curves, metric, colours],
  );
  const layout = useMemo<Partial<Layout>>(() => {
    // Users or nodes: a chart mixing both would put unrelated numbers on one axis, so it says both.
    const axes = [...new Set(curves.map((c) => c.axis))];
    const title = axes.length === 1 && axes[0] === 'nodes' ? 'Nodes' : axes.length === 1 ? 'Users' : 'Users or nodes';
    return baseLayout({
      showlegend: true,
      xaxis: countAxis(title, charsIn(figureWidth - 160)),
      yaxis: { ...axisTitle(SCALING_METRICS[metric], yTitleChars(FIGURE_HEIGHT)), rangemode: 'tozero' },
    });
  }, [metric, curves, figureWidth]);
  return (
    <div ref={ref}>
      {width > 0 ? <LazyPlot data={data} layout={layout} config={COMPARISON_PLOT_CONFIG} ariaLabel={ariaLabel} height={height} /> : <div style={{ height }} />}
    </div>
  );
}

export const ScalingLineChart = memo(ScalingLineChartImpl);
