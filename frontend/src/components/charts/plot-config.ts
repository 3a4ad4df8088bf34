import type { Config, Data, Layout } from 'plotly.js';

/** One Plotly config for every chart, so they all behave the same. */
export const PLOT_CONFIG: Partial<Config> = {
  displaylogo: false,
  responsive: true,
  modeBarButtonsToRemove: ['lasso2d', 'select2d'],
  toImageButtonOptions: { format: 'png', scale: 2 },
};

export const BASE_LAYOUT: Partial<Layout> = {
  margin: { l: 56, r: 16, t: 32, b: 48 },
  autosize: true,
  legend: { orientation: 'h' },
};

/** What a static figure changes in the Plotly config (see StaticPlotsContext). */
export const STATIC_PLOT_CONFIG: Partial<Config> = { staticPlot: true, responsive: false };

export type LazyPlotProps = {
  /** Traces; build them in useMemo so the figure only redraws when the series change. */
  data: Data[];
  layout?: Partial<Layout>;
  config?: Partial<Config>;
  height?: number;
  /** Describes the chart for screen readers, e.g. "Transactions per second by run". */
  ariaLabel: string;
};
