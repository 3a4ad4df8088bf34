import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';

import type { Job } from './get-job';
import { JobProgress } from './job-progress';

function job(overrides: Partial<Job>): Job {
  return {
    id: 42,
    kind: 'demo',
    subject: 'Demo job of 5 steps',
    state: 'queued',
    progress: 0,
    message: '',
    error: '',
    project: 1,
    owner: 'architect',
    created_at: '2025-01-01T10:00:00Z',
    started_at: null,
    finished_at: null,
    result: null,
    ...overrides,
  };
}

describe('JobProgress', () => {
  it('polls while the job runs and stops once it has succeeded', async () => {
    const { fetchMock } = stubFetch({
      'GET /api/jobs/42/': [
        { body: job({ state: 'running', progress: 40, message: 'Step 2 of 5' }) },
        { body: job({ state: 'succeeded', progress: 100, message: 'Done' }) },
      ],
    });
    const onFinished = vi.fn();
    renderWithProviders(<JobProgress jobId={42} onFinished={onFinished} />);

    const bar = await screen.findByRole('progressbar', { name: 'Job 42 progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Running')).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();

    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'), { timeout: 3000 });
    expect(screen.getByText('Succeeded')).toBeInTheDocument();
    expect(onFinished).toHaveBeenCalledTimes(1);
    expect(onFinished.mock.calls[0]?.[0]).toMatchObject({ state: 'succeeded' });

    // Finished jobs are not polled again.
    const callsWhenDone = fetchMock.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(fetchMock.mock.calls.length).toBe(callsWhenDone);
  });

  it('shows the failure reason in an alert', async () => {
    stubFetch({
      'GET /api/jobs/42/': { body: job({ state: 'failed', progress: 60, error: 'Worker lost connection to the database.' }) },
    });
    renderWithProviders(<JobProgress jobId={42} label="Bundle render" />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The job failed');
    expect(alert).toHaveTextContent('Worker lost connection to the database.');
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(screen.getByText('Bundle render')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Job 42 progress' })).toHaveAttribute('aria-valuenow', '60');
  });

  it('says so when the job cannot be loaded', async () => {
    stubFetch({ 'GET /api/jobs/42/': { status: 404, body: { detail: 'Not found.' } } });
    renderWithProviders(<JobProgress jobId={42} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Job 42 could not be loaded');
    expect(alert).toHaveTextContent('Not found.');
  });

  it('shows a queued job as waiting', async () => {
    stubFetch({ 'GET /api/jobs/42/': { body: job({ state: 'queued' }) } });
    renderWithProviders(<JobProgress jobId={42} />);

    expect(await screen.findByText('Queued')).toBeInTheDocument();
    expect(screen.getByText('Waiting for a worker…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Job 42 progress' })).toHaveAttribute('aria-valuenow', '0');
  });
});
