/**
 * Starts fetching and parsing Plotly while the report itself is still loading, so that parse time (the bulk of
 * a first chart's cost) overlaps the API call. Plotly stays out of the initial bundle; this runs on report pages only.
 */
export function preloadPlotly(): void {
  void import('plotly.js-dist-min').catch(() => {
    // The chart's own error boundary reports a failed load; nothing to do here.
  });
}
