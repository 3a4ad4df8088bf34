import type { Config, Data, Layout } from 'plotly.js';
import { lazy, memo } from 'react';

import { LazyBoundary } from '@/components/ui/lazy-boundary';

export type LazyPlotProps = {
  /** Traces; build them in useMemo so the figure only redraws when the series change. */
  data: Data[];
  layout?: Partial<Layout>;
  config?: Partial<Config>;
  height?: number;
  /** Describes the chart for screen readers, e.g. "Transactions per second by run". */
  ariaLabel: string;
};

// Plotly is about 1 MB; it is fetched the first time a chart is on screen, never before.
const PlotlyFigure = lazy(() => import('./plotly-figure'));

function LazyPlotImpl(props: LazyPlotProps) {
  const height = props.height ?? 360;
  return (
    <LazyBoundary height={height} loadingLabel="Loading chart" failureTitle="The chart could not be drawn">
      <PlotlyFigure {...props} height={height} />
    </LazyBoundary>
  );
}

/** Plotly behind Suspense and an error boundary; the only way charts should be drawn. */
export const LazyPlot = memo(LazyPlotImpl);
