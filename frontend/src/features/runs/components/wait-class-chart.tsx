import { Text } from '@mantine/core';
import type { Config, Data, Layout } from 'plotly.js';
import { memo, useMemo } from 'react';

import { LazyPlot } from '@/components/charts/lazy-plot';

import type { WaitClassSharesMetric } from '../types';
import { provenanceText } from '../utils/provenance';
import { barColours, waitClassBars } from '../utils/wait-classes';

// No mode bar: its buttons would sit inside the figure's role="img"; hover labels still work.
const CONFIG: Partial<Config> = { displayModeBar: false };

const LAYOUT: Partial<Layout> = {
  margin: { l: 120, r: 16, t: 8, b: 48 },
  xaxis: { title: { text: '% of DB time' }, rangemode: 'tozero', fixedrange: true },
  yaxis: { automargin: true, autorange: 'reversed', fixedrange: true },
  showlegend: false,
  bargap: 0.25,
};

function WaitClassChartImpl({ shares }: { shares: WaitClassSharesMetric }) {
  const bars = useMemo(() => waitClassBars(shares.value), [shares.value]);
  const data = useMemo<Data[]>(
    () => [
      {
        type: 'bar',
        orientation: 'h',
        x: bars.values,
        y: bars.classes,
        marker: { color: barColours(bars.classes.length) },
        hovertemplate: '%{y}: %{x:.1f}% of DB time<extra></extra>',
        text: bars.values.map((value) => `${value.toFixed(1)}%`),
        textposition: 'auto',
      },
    ],
    [bars],
  );

  if (bars.classes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        The parsed reports give no wait-class breakdown.
      </Text>
    );
  }
  const summary = bars.classes.map((name, index) => `${name} ${bars.values[index]?.toFixed(1)}%`).join(', ');
  return (
    <>
      <LazyPlot
        data={data}
        layout={LAYOUT}
        config={CONFIG}
        height={Math.max(200, 40 + bars.classes.length * 32)}
        ariaLabel={`Wait classes by share of DB time: ${summary}`}
      />
      <Text size="xs" c="dimmed" mt={4}>
        {provenanceText(shares, 'mean')}
      </Text>
    </>
  );
}

/** Share of DB time per wait class, as horizontal bars. */
export const WaitClassChart = memo(WaitClassChartImpl);
