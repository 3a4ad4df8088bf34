import { screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import { LazyBoundary } from './lazy-boundary';

// A chunk that never arrives: the boundary shows its placeholder for as long as the test looks.
const NeverLoads = lazy(() => new Promise<{ default: () => null }>(() => {}));

describe('LazyBoundary', () => {
  it('names its loading placeholder as a status, the role that may carry a name', async () => {
    renderWithProviders(
      <LazyBoundary height={200} loadingLabel="Loading chart" failureTitle="The chart could not be drawn">
        <NeverLoads />
      </LazyBoundary>,
    );
    expect(await screen.findByRole('status', { name: 'Loading chart' })).toBeInTheDocument();
  });
});
