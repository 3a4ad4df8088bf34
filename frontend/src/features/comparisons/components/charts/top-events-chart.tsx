import type { Data, Layout } from 'plotly.js';
import { memo, useMemo } from 'react';

import { LazyPlot } from '@/components/charts/lazy-plot';
import type { Schemas } from '@/lib/api/types';

import { HOVER_NUMBER } from '@/features/comparisons/utils/format';
import { axisTitle, charsIn, legendRows, plotText, wrapLabel } from '@/features/comparisons/utils/labels';
import { baseLayout, COMPARISON_PLOT_CONFIG, useFigureWidth } from './chart-config';

type Props = {
  events: Schemas['TopEvent'][];
  groups: string[];
  colours: Record<string, string>;
  ariaLabel: string;
};

/** Horizontal grouped bars: % of DB time per top event and group; the hover gives the change in points. */
function TopEventsChartImpl({ events, groups, colours, ariaLabel }: Props) {
  const { ref, width } = useFigureWidth();
  const figureWidth = width || 640;
  const chars = charsIn(figureWidth * 0.38);
  const lines = events.reduce((sum, e) => sum + wrapLabel(e.name, chars).split('<br>').length, 0);
  const height = Math.max(260, 90 + legendRows(groups, figureWidth) * 20 + Math.max(lines * 16, events.length * 14 * Math.max(1, groups.length)));
  const data = useMemo<Data[]>(
    () =>
      groups.map((group) => {
        const cells = events.map((e) => e.groups.find((c) => c.group === group));
        return {
          type: 'bar',
          orientation: 'h',
          name: plotText(group),
          y: events.map((e) => e.name),
          x: cells.map((c) => c?.pct_db_time ?? null),
          marker: { color: colours[group] ?? '#0072B2' },
          customdata: events.map((e, i) => {
            const c = cells[i];
            const delta = c?.delta_pct_points;
            return [plotText(e.name), delta === null || delta === undefined ? '—' : `${delta > 0 ? '+' : ''}${Number(delta.toPrecision(3))} points`];
          }),
          hovertemplate: `<b>%{customdata[0]}</b><br>${plotText(group)}: %{x:${HOVER_NUMBER}} % of DB time<br>vs baseline: %{customdata[1]}<extra></extra>`,
        } satisfies Data;
      }),
    [events, groups, colours],
  );
  const layout = useMemo<Partial<Layout>>(
    () =>
      baseLayout({
        barmode: 'group',
        showlegend: true,
        xaxis: axisTitle('% of DB time', charsIn(figureWidth - 160)),
        yaxis: {
          type: 'category',
          tickmode: 'array',
          tickvals: events.map((e) => e.name),
          ticktext: events.map((e) => wrapLabel(e.name, chars)),
          autorange: 'reversed',
          automargin: true,
        },
      }),
    [events, chars, figureWidth],
  );
  return (
    <div ref={ref}>
      {width > 0 ? <LazyPlot data={data} layout={layout} config={COMPARISON_PLOT_CONFIG} ariaLabel={ariaLabel} height={height} /> : <div style={{ height }} />}
    </div>
  );
}

export const TopEventsChart = memo(TopEventsChartImpl);
