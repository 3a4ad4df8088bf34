/**
 * Starts fetching and parsing Plotly while the runs or the report are still loading, so that parse time (the bulk of
 * a first chart's cost) overlaps the API call. Plotly stays out of the initial bundle; this runs on comparison and report pages only.
 */
export function preloadPlotly(): void {
  void import('plotly.js-dist-min').catch(() => {
    // The chart's own error boundary reports a failed load; nothing to do here.
  });
}
