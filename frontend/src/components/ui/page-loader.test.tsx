import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import { PageLoader } from './page-loader';

describe('page loader', () => {
  it('is a named status region, and its spinner carries no name of its own', () => {
    renderWithProviders(<PageLoader label="Loading the plan" />);
    const status = screen.getByRole('status', { name: 'Loading the plan' });
    expect(status.querySelectorAll('[aria-label]')).toHaveLength(0);
  });
});
