import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { comparisonResult } from '@/testing/factories';
import { stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';

import type { ComparisonRequest } from '../types';
import { IntervalsSummary } from './intervals-summary';

afterEach(() => {
  vi.unstubAllGlobals();
});

const run = (id: number, label: string) => ({ id, label, project: 3, date: null, users: null, tags: {}, reference: '', plan_version: null, indexed: false });
const RESULT = comparisonResult({
  groups: [
    { name: 'Interval 4', is_baseline: false, n: 1, runs: [run(3, 'Interval 4 (2024-03-04 09:45:00 to 2024-03-04 09:59:59)')], stats: {}, vs_baseline: {} },
    { name: 'Rest of the run', is_baseline: true, n: 2, runs: [run(0, 'Interval 1'), run(1, 'Interval 2')], stats: {}, vs_baseline: {} },
  ],
  charts: [
    { chart: 'table', available: true, reason: null },
    { chart: 'throughput', available: false, reason: 'No throughput in these intervals.' },
  ],
});
const REQUEST: ComparisonRequest = { runs: [12], intervals: { instance: '1', window: { first: 3, last: 3 }, against: null } };

describe('IntervalsSummary', () => {
  it('saves the comparison of intervals through the save-report form, intervals and all', async () => {
    const { requests } = stubFetch({ 'GET /api/auth/csrf/': { status: 204 }, 'POST /api/reports/': { status: 201, body: { uuid: '6f0c2b1e-0000-4000-8000-000000000001' } } });
    const onSaved = vi.fn();
    renderWithProviders(
      <IntervalsSummary runId={12} result={RESULT} save={{ project: 3, request: REQUEST, charts: ['table', 'throughput'], onSaved }} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save as report' }));
    const form = await screen.findByRole('form', { name: 'Save as report' });
    await userEvent.type(within(form).getByLabelText(/Report title/), 'The unusual window');
    await userEvent.click(within(form).getByRole('button', { name: 'Save report' }));

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ uuid: '6f0c2b1e-0000-4000-8000-000000000001' });
    const saved = requests.find((r) => r.method === 'POST');
    // the run, its line and the window go to the server as they are; a chart with nothing to draw is not ticked
    expect(saved?.body).toMatchObject({ project: 3, title: 'The unusual window', request: REQUEST, charts: [{ chart: 'table' }] });
  });

  it('offers no save to a reader, and none before the comparison has anything to save', () => {
    const { unmount } = renderWithProviders(<IntervalsSummary runId={12} result={RESULT} />);
    expect(screen.queryByRole('button', { name: 'Save as report' })).toBeNull();
    unmount();
    renderWithProviders(<IntervalsSummary runId={12} result={undefined} save={{ project: 3, request: REQUEST, charts: ['table'], onSaved: () => undefined }} />);
    expect(screen.getByRole('button', { name: 'Save as report' })).toBeDisabled();
  });
});
