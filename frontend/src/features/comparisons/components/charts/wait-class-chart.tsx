import type { Data, Layout } from 'plotly.js';
import { memo, useMemo } from 'react';

import { LazyPlot } from '@/components/charts/lazy-plot';
import type { Schemas } from '@/lib/api/types';

import { categoryAxis } from '@/features/comparisons/utils/labels';
import { seriesColour } from '@/features/comparisons/utils/palette';
import { baseLayout, COMPARISON_PLOT_CONFIG } from './chart-config';

type Props = {
  waitClasses: Schemas['WaitClasses'];
  ariaLabel: string;
};

/** Stacked bars: each group's mean share of DB time per wait class, biggest classes at the bottom. */
function WaitClassChartImpl({ waitClasses, ariaLabel }: Props) {
  const data = useMemo<Data[]>(
    () =>
      waitClasses.classes.map((cls, index) => ({
        type: 'bar',
        name: cls,
        x: waitClasses.groups.map((g) => g.group),
        y: waitClasses.groups.map((g) => g.shares[cls] ?? 0),
        marker: { color: seriesColour(index) },
        hovertemplate: `<b>%{x}</b><br>${cls}: %{y:.1f} % of DB time<extra></extra>`,
      })),
    [waitClasses],
  );
  const layout = useMemo<Partial<Layout>>(
    () => baseLayout({ barmode: 'stack', xaxis: categoryAxis(waitClasses.groups.map((g) => g.group)), yaxis: { title: { text: '% of DB time' } } }),
    [waitClasses],
  );
  return <LazyPlot data={data} layout={layout} config={COMPARISON_PLOT_CONFIG} ariaLabel={ariaLabel} />;
}

export const WaitClassChart = memo(WaitClassChartImpl);
