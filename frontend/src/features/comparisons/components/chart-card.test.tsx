import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import { ChartCard } from './chart-card';

// The print page waits for a figure in every section marked as drawing one; a card that is not a figure (the
// table) must not be marked, or the PDF would wait for a figure that never comes.
describe('ChartCard', () => {
  it('marks a card drawing a figure, and offers its image exports', () => {
    renderWithProviders(
      <ChartCard chart="throughput" title="Throughput" fileStem="r">
        <p>figure</p>
      </ChartCard>,
    );
    const card = screen.getByRole('region', { name: 'Throughput' });
    expect(card).toHaveAttribute('data-chart', 'throughput');
    expect(card).toHaveAttribute('data-chart-figure');
    expect(screen.getByRole('button', { name: 'Download Throughput as PNG' })).toBeInTheDocument();
  });

  it('leaves a card that is not a figure unmarked, without image exports', () => {
    renderWithProviders(
      <ChartCard chart="table" title="All metrics" fileStem="r" image={false}>
        <table />
      </ChartCard>,
    );
    const card = screen.getByRole('region', { name: 'All metrics' });
    expect(card).toHaveAttribute('data-chart', 'table');
    expect(card).not.toHaveAttribute('data-chart-figure');
    expect(screen.queryByRole('button', { name: 'Download All metrics as PNG' })).toBeNull();
  });
});
