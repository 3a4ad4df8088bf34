import { useElementSize } from '@mantine/hooks';
import type { Config, Layout, LayoutAxis, PlotData } from 'plotly.js';

import { categoryAxis, categoryChars, charsIn, wrapLabel } from '@/features/comparisons/utils/labels';

/**
 * One config for every comparison chart. The card's buttons do image export, so there is no mode bar: its links
 * would be focusable controls inside the figure's role="img" (axe: nested-interactive). Drag still zooms.
 */
export const COMPARISON_PLOT_CONFIG: Partial<Config> = {
  displayModeBar: false,
  displaylogo: false,
  responsive: true,
  modeBarButtonsToRemove: ['lasso2d', 'select2d', 'autoScale2d'],
  toImageButtonOptions: { format: 'png', scale: 2 },
};

export const FONT = { family: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', size: 12 };
export const FIGURE_HEIGHT = 380;

/** The legend above the plot, entries side by side and wrapping; Plotly widens the top margin to fit it. */
export const TOP_LEGEND: Partial<Layout['legend']> = { orientation: 'h', x: 0, xanchor: 'left', y: 1.02, yanchor: 'bottom' };

export function baseLayout(extra: Partial<Layout> = {}): Partial<Layout> {
  return {
    font: FONT,
    margin: { l: 16, r: 16, t: 24, b: 16 },
    legend: TOP_LEGEND,
    hovermode: 'closest',
    ...extra,
  };
}

/** The width a figure is drawn at (0 until measured): labels are wrapped to it. */
export function useFigureWidth() {
  const { ref, width } = useElementSize<HTMLDivElement>();
  return { ref, width: Math.round(width) };
}

/** Narrower category slots than this turn a bar chart on its side, so the labels get the figure's width. */
const MIN_CATEGORY_CHARS = 12;

export type BarAxes = {
  horizontal: boolean;
  /** Layout axes: the categories' and the values', keyed xaxis / yaxis for the orientation. */
  axes: { xaxis: Partial<LayoutAxis>; yaxis: Partial<LayoutAxis> };
  /** Figure height: taller on its side, with room per category for its wrapped label. */
  height: number;
};

/**
 * Axes of a bar chart of named categories at this width: upright bars with each label wrapped under its bar while
 * every label gets at least 12 characters a line, bars on their side (labels left of them) when narrower.
 */
/** Below this figure width (a phone) bars on their side carry their value labels inside, at the bar's start. */
export const PHONE_FIGURE_PX = 560;

/**
 * Where a bar chart's value labels go: above upright bars; on bars lying on their side, past the bar's end, and on a
 * phone inside at the bar's start when they fit, so no label sits where the baseline's line crosses the bar ends
 * (outside when the bar is too short to hold it). Past the end elsewhere: a label at the bar's start would touch the
 * category name left of it, and a printed figure would read the two as one text.
 */
export function barLabels(horizontal: boolean, widthPx: number): Partial<PlotData> {
  if (!horizontal) return { textposition: 'outside', cliponaxis: false };
  return widthPx < PHONE_FIGURE_PX
    ? { textposition: 'auto', insidetextanchor: 'start', cliponaxis: false }
    : { textposition: 'outside', cliponaxis: false };
}

export function barAxes(names: string[], widthPx: number, valueAxis: Partial<LayoutAxis>): BarAxes {
  if (categoryChars(names.length, widthPx) >= MIN_CATEGORY_CHARS) {
    return { horizontal: false, axes: { xaxis: categoryAxis(names, widthPx), yaxis: valueAxis }, height: FIGURE_HEIGHT };
  }
  const chars = charsIn(widthPx * 0.38);
  const lines = names.map((n) => wrapLabel(n, chars).split('<br>').length);
  const height = Math.max(FIGURE_HEIGHT, 150 + lines.reduce((sum, l) => sum + Math.max(2, l) * 16 + 10, 0));
  const yaxis: Partial<LayoutAxis> = {
    type: 'category',
    tickmode: 'array',
    tickvals: names,
    ticktext: names.map((n) => wrapLabel(n, chars)),
    autorange: 'reversed',
    automargin: true,
  };
  return { horizontal: true, axes: { xaxis: valueAxis, yaxis }, height };
}
