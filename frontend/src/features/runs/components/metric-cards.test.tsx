import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import type { RunMetrics } from '../types';
import { MetricCards } from './metric-cards';

const derived = { file: null, name: 'derived', section: 'tps, cpu_util_pct and cpus of this run' };

describe('MetricCards', () => {
  it('shows the range a figure calculated from rounded figures carries, and none for a printed one', () => {
    const metrics = {
      tps: { value: 0.7, sources: [{ file: 3, name: 'awr_rac.txt', section: 'Load Profile' }] },
      cpu_seconds_per_1000_txn: { value: 40400, plus_minus: 3200, sources: [derived], reason: 'Calculated.' },
    } as RunMetrics;
    renderWithProviders(<MetricCards metrics={metrics} />);
    const cost = screen.getByRole('group', { name: /CPU seconds per 1000 transactions/i });
    expect(cost).toHaveTextContent('40,400');
    expect(cost).toHaveTextContent('± 3,200 (from rounded figures)');
    expect(screen.getByRole('group', { name: 'Transactions per second' })).not.toHaveTextContent('±');
  });
});
