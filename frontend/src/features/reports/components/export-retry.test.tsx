import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';

import { ExportRetry } from './export-retry';

afterEach(() => {
  vi.unstubAllGlobals();
});

const job = (over: Record<string, unknown>) => ({
  id: 9, kind: 'report.pdf', state: 'queued', progress: 0, message: '', error: '', ...over,
});

describe('ExportRetry', () => {
  it('says a waiting export waits for a worker and that pressing Export again joins it', async () => {
    stubFetch({ 'GET /api/jobs/9/': { body: job({}) } });
    renderWithProviders(<ExportRetry jobId={9} pending={false} onRetry={() => undefined} />);
    expect(await screen.findByTestId('pdf-export-waiting')).toHaveTextContent('The export is waiting for a worker to take it.');
    expect(screen.queryByRole('button', { name: 'Try the export again' })).toBeNull();
  });

  it('offers a retry once the export failed', async () => {
    stubFetch({ 'GET /api/jobs/9/': { body: job({ state: 'failed', error: 'The renderer did not produce a PDF.' }) } });
    const onRetry = vi.fn();
    renderWithProviders(<ExportRetry jobId={9} pending={false} onRetry={onRetry} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try the export again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('pdf-export-waiting')).toBeNull();
  });

});
