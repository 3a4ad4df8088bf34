import type { Data, Layout } from 'plotly.js';
import { memo, useMemo } from 'react';

import { LazyPlot } from '@/components/charts/lazy-plot';
import type { Schemas } from '@/lib/api/types';

import { formatChange, formatNumber, intervalArms, noiseLabel } from '@/features/comparisons/utils/format';
import { axisTitle, charsIn, plotText, quantityTitle, yTitleChars } from '@/features/comparisons/utils/labels';
import { WITHIN_NOISE_PATTERN } from '@/features/comparisons/utils/palette';
import { barAxes, barLabels, baseLayout, COMPARISON_PLOT_CONFIG, useFigureWidth } from './chart-config';

type Props = {
  row: Schemas['TableRow'];
  colours: Record<string, string>;
  ariaLabel: string;
  /** A report's saved value-axis range (utils/report-charts axisRange), on whichever axis carries the values. */
  yaxis?: Partial<Layout['yaxis']>;
};

/** One metric's mean per group in its own unit, with 95 % intervals where a group has several runs. */
function AbsoluteBarChartImpl({ row, colours, ariaLabel, yaxis }: Props) {
  const { ref, width } = useFigureWidth();
  const cells = useMemo(() => row.cells.filter((c) => c.mean !== null), [row]);
  const bars = useMemo(() => barAxes(cells.map((c) => c.group), width || 640, { rangemode: 'tozero' }), [cells, width]);
  const data = useMemo<Data[]>(() => {
    const categories = cells.map((c) => c.group);
    const values = cells.map((c) => c.mean);
    const errors = {
      type: 'data' as const,
      symmetric: false,
      array: cells.map((c) => intervalArms(c.ci95, c.mean)[0]),
      arrayminus: cells.map((c) => intervalArms(c.ci95, c.mean)[1]),
      visible: cells.some((c) => c.ci95),
      color: '#444',
    };
    return [
      {
        type: 'bar',
        name: plotText(row.label),
        orientation: bars.horizontal ? 'h' : 'v',
        x: bars.horizontal ? values : categories,
        y: bars.horizontal ? categories : values,
        marker: {
          color: cells.map((c) => colours[c.group] ?? '#0072B2'),
          pattern: { shape: cells.map((c) => (c.within_noise ? WITHIN_NOISE_PATTERN.shape : '')), fgopacity: WITHIN_NOISE_PATTERN.fgopacity },
        },
        ...(bars.horizontal ? { error_x: errors } : { error_y: errors }),
        // each bar says its value (study 003's index 175 against 100), not only on hover
        // to six significant digits, so a study's own figure reads as printed (37,615, not 37,620)
        text: cells.map((c) => formatNumber(c.mean, 6)),
        ...barLabels(bars.horizontal, width || 640),
        customdata: cells.map((c) => [formatNumber(c.mean, 6), c.n, formatNumber(c.stdev), formatChange(c.pct_change), noiseLabel(c.within_noise), plotText(c.group)]),
        hovertemplate:
          `<b>%{customdata[5]}</b><br>${plotText(row.label)}: %{customdata[0]} ${plotText(row.unit)}<br>runs %{customdata[1]}, sd %{customdata[2]}` +
          '<br>vs baseline %{customdata[3]} (%{customdata[4]})<extra></extra>',
      },
    ];
  }, [cells, colours, row, bars.horizontal, width]);
  const layout = useMemo<Partial<Layout>>(() => {
    const valueKey = bars.horizontal ? 'xaxis' : 'yaxis';
    const chars = bars.horizontal ? charsIn((width || 640) - 160) : yTitleChars(bars.height);
    return baseLayout({
      showlegend: false,
      // room above the bars (or past their ends) for their labels
      ...(bars.horizontal ? { margin: { l: 16, r: 72, t: 24, b: 16 } } : {}),
      ...bars.axes,
      [valueKey]: { ...bars.axes[valueKey], ...axisTitle(quantityTitle(row.label, row.unit), chars), ...yaxis },
    });
  }, [row, bars, width, yaxis]);
  return (
    <div ref={ref}>
      {width > 0 ? <LazyPlot data={data} layout={layout} config={COMPARISON_PLOT_CONFIG} ariaLabel={ariaLabel} height={bars.height} /> : <div style={{ height: bars.height }} />}
    </div>
  );
}

export const AbsoluteBarChart = memo(AbsoluteBarChartImpl);
