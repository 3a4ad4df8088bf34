import { Alert, Skeleton } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';

import { ErrorBoundary } from './error-boundary';

type LazyBoundaryProps = {
  /** The placeholder's height while the chunk loads, so the page does not jump. */
  height: number;
  /** Names the placeholder for screen readers ("Loading chart"). */
  loadingLabel: string;
  /** The alert's title when the chunk fails to load or draw ("The chart could not be drawn"). */
  failureTitle: string;
  children: ReactNode;
};

/** Where a lazily loaded widget stands: a skeleton while its chunk loads, a red alert if it fails, never a blank page. */
export function LazyBoundary({ height, loadingLabel, failureTitle, children }: LazyBoundaryProps) {
  return (
    <ErrorBoundary
      fallback={(error) => (
        <Alert color="red" variant="light" title={failureTitle} role="alert">
          {error.message}
        </Alert>
      )}
    >
      {/* A status may carry a name; a bare div's aria-label is prohibited (axe aria-prohibited-attr, seen while the
          Plotly chunk was still loading on a busy machine). */}
      <Suspense fallback={<Skeleton height={height} role="status" aria-label={loadingLabel} />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
