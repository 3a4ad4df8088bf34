import type { Data, Layout } from 'plotly.js';
import { memo, useMemo } from 'react';

import { LazyPlot } from '@/components/charts/lazy-plot';
import type { Schemas } from '@/lib/api/types';

import { HOVER_NUMBER } from '@/features/comparisons/utils/format';
import { axisTitle, charsIn, legendRows, plotText, yTitleChars } from '@/features/comparisons/utils/labels';
import { seriesColour } from '@/features/comparisons/utils/palette';
import { barAxes, baseLayout, COMPARISON_PLOT_CONFIG, useFigureWidth } from './chart-config';

type Props = {
  waitClasses: Schemas['WaitClasses'];
  ariaLabel: string;
};

/** Stacked bars: each group's mean share of DB time per wait class, biggest classes at the bottom. */
function WaitClassChartImpl({ waitClasses, ariaLabel }: Props) {
  const { ref, width } = useFigureWidth();
  const groups = useMemo(() => waitClasses.groups.map((g) => g.group), [waitClasses]);
  // Full class names: the server spells out the ones a RAC report shortens.
  const names = waitClasses.classes;
  const bars = useMemo(() => barAxes(groups, width || 640, {}), [groups, width]);
  // The legend (one entry per class) sits above the plot: the figure grows by its rows.
  const height = bars.height + legendRows(names, width || 640) * 20;
  const data = useMemo<Data[]>(
    () =>
      waitClasses.classes.map((cls, index) => {
        const shares = waitClasses.groups.map((g) => g.shares[cls] ?? 0);
        return {
          type: 'bar',
          name: plotText(names[index] ?? cls),
          orientation: bars.horizontal ? 'h' : 'v',
          x: bars.horizontal ? shares : groups,
          y: bars.horizontal ? groups : shares,
          marker: { color: seriesColour(index) },
          customdata: groups.map(plotText),
          hovertemplate: `<b>%{customdata}</b><br>${plotText(names[index] ?? cls)}: %{${bars.horizontal ? 'x' : 'y'}:${HOVER_NUMBER}} % of DB time<extra></extra>`,
        } satisfies Data;
      }),
    [waitClasses, names, groups, bars.horizontal],
  );
  const layout = useMemo<Partial<Layout>>(() => {
    const valueKey = bars.horizontal ? 'xaxis' : 'yaxis';
    const chars = bars.horizontal ? charsIn((width || 640) - 160) : yTitleChars(bars.height);
    return baseLayout({
      barmode: 'stack',
      showlegend: true,
      ...bars.axes,
      [valueKey]: { ...bars.axes[valueKey], ...axisTitle('% of DB time', chars) },
    });
  }, [bars, width]);
  return (
    <div ref={ref}>
      {width > 0 ? <LazyPlot data={data} layout={layout} config={COMPARISON_PLOT_CONFIG} ariaLabel={ariaLabel} height={height} /> : <div style={{ height }} />}
    </div>
  );
}

export const WaitClassChart = memo(WaitClassChartImpl);
