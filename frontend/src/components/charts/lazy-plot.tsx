import { lazy, memo } from 'react';

import { LazyBoundary } from '@/components/ui/lazy-boundary';

import { loadPlotlyFigure } from './load-plotly-figure';
import type { LazyPlotProps } from './plot-config';

export type { LazyPlotProps } from './plot-config';

// Plotly is fetched the first time a chart is on screen (or preloaded), never before.
const PlotlyFigure = lazy(loadPlotlyFigure);

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
