import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import { type PlanCheck, PlanCheckCard, PlanChecks } from './plan-check';

const row = (over: Partial<PlanCheck['metrics'][number]>): PlanCheck['metrics'][number] => ({
  metric: 'throughput', run_metric: 'tps', predicted_pct: 11, low_pct: 3.6, high_pct: 18.9, measured_pct: 11,
  within: true, why_not: '', sentence: '', ...over,
});

const CHECK: PlanCheck = {
  label: 'on HiperSockets', runs: ['hs 1'], baseline: 'on OSA', baseline_runs: ['osa 1'], plan: 'Cluster v2',
  baseline_plan: 'Cluster v1', comparable: true, why_not: '', outside: false,
  metrics: [
    row({}),
    row({ metric: 'cpu_per_txn', run_metric: 'cpu_seconds_per_1000_txn', predicted_pct: null, low_pct: null, high_pct: null,
      measured_pct: -4, within: null, why_not: 'No study measured what the plans’ differences do to CPU per transaction.' }),
  ],
  contributions: [{
    statement: '000-162', study: '000', document: '000_f661c8a8ade0fc72.txt', section: 'Network Setup - interconnect network device type',
    rules: [], lever: 'interconnect', baseline: '10 Gb OSA', variant: 'HiperSockets', change_pct: 11, metric: 'throughput',
    direction: 'forward', factor: 1.11, spread_pct: 5.5, spread_source: 'default', transferred: false, carries_over: '',
  }],
};

describe('predicted against measured', () => {
  it('shows the interval, the measured change and the verdict, and names the effects', () => {
    renderWithProviders(<PlanChecks checks={[CHECK]} />);
    const section = screen.getByRole('region', { name: 'Predicted against measured' });
    const card = within(section).getByRole('article', { name: 'on HiperSockets against on OSA' });
    const [throughput, cpu] = within(card).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(throughput).toHaveTextContent('Throughput: the plan expected +3.6 % to +18.9 %; the runs measured +11.0 %within');
    expect(cpu).toHaveTextContent('CPU per transaction: the runs measured −4.0 %; not compared. No study measured');
    expect(card).toHaveTextContent('From Study 000: 000-162 (“Network Setup - interconnect network device type”, HiperSockets against 10 Gb OSA, +11.0 %)');
    expect(within(card).queryByText('Outside the plan’s interval')).toBeNull();
  });

  it('flags a run outside its interval, and gives no number when the two cannot be compared', () => {
    const outside = { ...CHECK, outside: true, metrics: [row({ measured_pct: 30, within: false })] };
    const { unmount } = renderWithProviders(<PlanCheckCard check={outside} />);
    expect(screen.getByText('Outside the plan’s interval')).toBeInTheDocument();
    expect(screen.getByText('outside')).toBeInTheDocument();
    unmount();
    const why = 'The runs ran 80 users, the baseline runs 40.';
    renderWithProviders(<PlanCheckCard check={{ ...CHECK, comparable: false, why_not: why, metrics: [], contributions: [] }} />);
    expect(screen.getByText(`Cannot be compared: ${why}`)).toBeInTheDocument();
    expect(screen.queryByText(/%/)).toBeNull();
  });

  it('renders nothing without checks', () => {
    renderWithProviders(<PlanChecks checks={[]} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
