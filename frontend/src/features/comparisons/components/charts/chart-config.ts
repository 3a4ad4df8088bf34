import type { Config, Layout } from 'plotly.js';

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

export function baseLayout(extra: Partial<Layout> = {}): Partial<Layout> {
  return { font: FONT, margin: { l: 64, r: 16, t: 24, b: 72 }, legend: { orientation: 'h', y: -0.25 }, hovermode: 'closest', ...extra };
}
