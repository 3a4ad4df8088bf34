/** The figure module (and Plotly, about 1 MB, with it), fetched on first use: the one place it is imported. */
export const loadPlotlyFigure = () => import('./plotly-figure');

/**
 * Starts fetching and parsing Plotly (and the figure module around it) without drawing anything, so the download
 * overlaps whatever the page is still loading.
 */
export function preloadPlotlyFigure(): void {
  void loadPlotlyFigure().catch(() => {
    // The chart's own error boundary reports a failed load when a chart really needs it.
  });
}
