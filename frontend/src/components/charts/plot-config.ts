import type { Config, Layout } from 'plotly.js';

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
