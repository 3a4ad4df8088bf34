import type { Data, Layout } from 'plotly.js';
import { memo, useMemo } from 'react';

import { LazyPlot } from '@/components/charts/lazy-plot';

import type { NormalizedRow } from '@/features/comparisons/types';
import { barText, formatChange, formatPct, intervalArms, noiseLabel } from '@/features/comparisons/utils/format';
import { axisTitle, charsIn, indexTitle, plotText, yTitleChars } from '@/features/comparisons/utils/labels';
import { WITHIN_NOISE_PATTERN } from '@/features/comparisons/utils/palette';
import { barAxes, barLabels, baseLayout, COMPARISON_PLOT_CONFIG, useFigureWidth } from './chart-config';

type Props = {
  rows: NormalizedRow[];
  colours: Record<string, string>;
  /** e.g. "Throughput" or "CPU cost"; used in the axis title and hover. */
  quantity: string;
  baseline: string;
  ariaLabel: string;
  /** A report's saved value-axis range (utils/report-charts axisRange), on whichever axis carries the values. */
  yaxis?: Partial<Layout['yaxis']>;
};

/** Bars of one quantity as an index (baseline = 100), with 95 % intervals; hatched bars are within noise. */
function NormalizedBarChartImpl({ rows, colours, quantity, baseline, ariaLabel, yaxis }: Props) {
  const { ref, width } = useFigureWidth();
  const shown = useMemo(() => rows.filter((r) => r.pct_of_baseline !== null), [rows]);
  const title = indexTitle(quantity);
  const bars = useMemo(
    () => barAxes(shown.map((r) => r.group), width || 640, { rangemode: 'tozero', zeroline: true }),
    [shown, width],
  );
  const data = useMemo<Data[]>(() => {
    const categories = shown.map((r) => r.group);
    const values = shown.map((r) => r.pct_of_baseline);
    const errors = {
      type: 'data' as const,
      symmetric: false,
      array: shown.map((r) => intervalArms(r.ci95, r.pct_of_baseline)[0]),
      arrayminus: shown.map((r) => intervalArms(r.ci95, r.pct_of_baseline)[1]),
      visible: shown.some((r) => r.ci95),
      color: '#444',
    };
    return [
      {
        type: 'bar',
        name: plotText(quantity),
        orientation: bars.horizontal ? 'h' : 'v',
        x: bars.horizontal ? values : categories,
        y: bars.horizontal ? categories : values,
        marker: {
          color: shown.map((r) => colours[r.group] ?? '#0072B2'),
          pattern: {
            shape: shown.map((r) => (r.within_noise ? WITHIN_NOISE_PATTERN.shape : '')),
            fgopacity: WITHIN_NOISE_PATTERN.fgopacity,
            size: WITHIN_NOISE_PATTERN.size,
          },
        },
        ...(bars.horizontal ? { error_x: errors } : { error_y: errors }),
        text: shown.map((r) => barText(r, baseline)),
        ...barLabels(bars.horizontal, width || 640),
        customdata: shown.map((r) => [
          formatPct(r.pct_of_baseline),
          formatChange(r.pct_change),
          r.n,
          noiseLabel(r.within_noise),
          r.p_value === null ? '—' : r.p_value.toPrecision(2),
          plotText(r.group),
        ]),
        hovertemplate:
          `<b>%{customdata[5]}</b><br>${plotText(quantity)}: %{customdata[0]} of ${plotText(baseline)}<br>change %{customdata[1]}` +
          '<br>runs: %{customdata[2]}<br>%{customdata[3]} (p = %{customdata[4]})<extra></extra>',
      },
    ];
  }, [shown, colours, quantity, baseline, bars.horizontal, width]);
  const layout = useMemo<Partial<Layout>>(() => {
    const valueKey = bars.horizontal ? 'xaxis' : 'yaxis';
    const chars = bars.horizontal ? charsIn((width || 640) - 160) : yTitleChars(bars.height);
    const line = bars.horizontal
      ? { type: 'line' as const, yref: 'paper' as const, y0: 0, y1: 1, x0: 100, x1: 100 }
      : { type: 'line' as const, xref: 'paper' as const, x0: 0, x1: 1, y0: 100, y1: 100 };
    return baseLayout({
      showlegend: false,
      // Bars on their side carry their text past their end: the right margin keeps room for it.
      ...(bars.horizontal ? { margin: { l: 16, r: 72, t: 24, b: 16 } } : {}),
      ...bars.axes,
      [valueKey]: { ...bars.axes[valueKey], ...axisTitle(title, chars), ...yaxis },
      // Under the bars and their labels: on a phone the bars lie on their side and the line would cross the labels.
      shapes: [{ ...line, layer: 'below' as const, line: { dash: 'dash', color: '#666', width: 1 } }],
    });
  }, [bars, title, width, yaxis]);
  return (
    <div ref={ref}>
      {width > 0 ? <LazyPlot data={data} layout={layout} config={COMPARISON_PLOT_CONFIG} ariaLabel={ariaLabel} height={bars.height} /> : <div style={{ height: bars.height }} />}
    </div>
  );
}

export const NormalizedBarChart = memo(NormalizedBarChartImpl);
