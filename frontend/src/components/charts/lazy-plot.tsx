import { Alert, Skeleton } from '@mantine/core';
import type { Config, Data, Layout } from 'plotly.js';
import { lazy, memo, Suspense } from 'react';

import { ErrorBoundary } from '@/components/ui/error-boundary';

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
    <ErrorBoundary
      fallback={(error) => (
        <Alert color="red" variant="light" title="The chart could not be drawn" role="alert">
          {error.message}
        </Alert>
      )}
    >
      <Suspense fallback={<Skeleton height={height} aria-label="Loading chart" />}>
        <PlotlyFigure {...props} height={height} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** Plotly behind Suspense and an error boundary; the only way charts should be drawn. */
export const LazyPlot = memo(LazyPlotImpl);
