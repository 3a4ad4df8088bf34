import type { Config } from 'plotly.js';
import { createContext } from 'react';

/**
 * True where charts are only looked at, never touched: the print view the PDF renderer opens. Plotly then draws
 * static figures (no hover, drag or resize handling), which is the bulk of a first draw's cost it can skip.
 */
export const StaticPlotsContext = createContext(false);

/** What a static figure changes in the Plotly config. */
export const STATIC_PLOT_CONFIG: Partial<Config> = { staticPlot: true, responsive: false };

/**
 * Starts fetching and parsing Plotly (and the figure module around it) without drawing anything, so the download
 * overlaps whatever the page is still loading.
 */
export function preloadPlotlyFigure(): void {
  void import('./plotly-figure').catch(() => {
    // The chart's own error boundary reports a failed load when a chart really needs it.
  });
}
