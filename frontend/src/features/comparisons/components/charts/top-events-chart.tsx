import type { Data, Layout } from 'plotly.js';
import { memo, useMemo } from 'react';

import { LazyPlot } from '@/components/charts/lazy-plot';
import type { Schemas } from '@/lib/api/types';

import { baseLayout, COMPARISON_PLOT_CONFIG } from './chart-config';

type Props = {
  events: Schemas['TopEvent'][];
  groups: string[];
  colours: Record<string, string>;
  ariaLabel: string;
};

/** Horizontal grouped bars: % of DB time per top event and group; the hover gives the change in points. */
function TopEventsChartImpl({ events, groups, colours, ariaLabel }: Props) {
  const data = useMemo<Data[]>(
    () =>
      groups.map((group) => {
        const cells = events.map((e) => e.groups.find((c) => c.group === group));
        return {
          type: 'bar',
          orientation: 'h',
          name: group,
          y: events.map((e) => e.name),
          x: cells.map((c) => c?.pct_db_time ?? null),
          marker: { color: colours[group] ?? '#0072B2' },
          customdata: cells.map((c) => [c?.delta_pct_points === null || c?.delta_pct_points === undefined ? '—' : `${c.delta_pct_points > 0 ? '+' : ''}${c.delta_pct_points.toFixed(1)} points`]),
          hovertemplate: `<b>%{y}</b><br>${group}: %{x:.1f} % of DB time<br>vs baseline: %{customdata[0]}<extra></extra>`,
        } satisfies Data;
      }),
    [events, groups, colours],
  );
  const layout = useMemo<Partial<Layout>>(
    () => baseLayout({ barmode: 'group', margin: { l: 200, r: 16, t: 24, b: 72 }, xaxis: { title: { text: '% of DB time' } }, yaxis: { autorange: 'reversed' } }),
    [],
  );
  return <LazyPlot data={data} layout={layout} config={COMPARISON_PLOT_CONFIG} ariaLabel={ariaLabel} height={Math.max(260, 40 + events.length * 28 * Math.max(1, groups.length / 2))} />;
}

export const TopEventsChart = memo(TopEventsChartImpl);
