import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

// Plotly itself (an outside library) is replaced: jsdom cannot lay out its SVG; what it is handed is checked.
const plotly = vi.hoisted(() => ({ react: vi.fn((..._args: unknown[]) => Promise.resolve()), purge: vi.fn() }));
vi.mock('plotly.js-dist-min', () => ({ default: plotly }));

import { stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';

import type { RunFile } from '../types';
import { FileSamplesModal } from './file-samples-modal';

const FILE = { id: 4, name: 'iostat.out' } as RunFile;
const COUNT = 2500;
const HEAD = { index: 1, category: 'disk', source: 'iostat -x', host: 'dbnode1', columns: ['read_mb_s', 'iops'], interval_s: 1, count: COUNT };
const OUTLINE = {
  file: 4,
  series: [
    { ...HEAD, index: 0, category: 'cpu', columns: ['busy'], objects: ['all'], first: null, last: null },
    { ...HEAD, objects: ['sda', 'sdb', 'sdc', 'sdd', 'sde', 'sdf'], first: '2020-02-20T00:00:00', last: '2020-02-20T00:41:39' },
  ],
};

const asked: URLSearchParams[] = [];

/** The server's page: ``limit`` samples from ``offset`` of the asked objects, each value its sample number. */
function page(request: Request) {
  const query = new URL(request.url).searchParams;
  asked.push(query);
  const offset = Number(query.get('offset'));
  const limit = Number(query.get('limit'));
  const numbers = Array.from({ length: Math.max(0, Math.min(limit, COUNT - offset)) }, (_, i) => offset + i);
  const objects = Object.fromEntries(query.getAll('object').map((name) => [name, { read_mb_s: numbers, iops: numbers }]));
  return { body: { ...HEAD, offset, limit, times: [], objects } };
}

describe('FileSamplesModal', () => {
  it('pages through every sample of the objects picked, a thousand at a time', async () => {
    stubFetch({ 'GET /api/run-files/4/series/': { body: OUTLINE }, 'GET /api/run-files/4/series/1/': page });
    renderWithProviders(<FileSamplesModal file={FILE} onClose={() => {}} />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('combobox', { name: 'Series' }));
    await user.click(screen.getByRole('option', { name: 'disk · iostat -x · dbnode1 (2,500 samples)', hidden: true }));
    expect(await screen.findByTestId('samples-window')).toHaveTextContent('Samples 1 to 1,000 of 2,500');

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(screen.getByTestId('samples-window')).toHaveTextContent('Samples 2,001 to 2,500 of 2,500'));
    const last = asked.at(-1);
    expect([last?.get('offset'), last?.get('limit'), last?.getAll('object')]).toEqual(['2000', '1000', ['sda', 'sdb', 'sdc', 'sdd']]);
    await waitFor(() => {
      const traces = plotly.react.mock.calls.at(-1)?.[1] as { name: string; x: number[] }[];
      expect(traces.map((t) => t.name)).toEqual(['sda', 'sdb', 'sdc', 'sdd']);
      expect(traces[0]?.x.slice(0, 2)).toEqual([2001, 2002]);
    });
  });

  it('says so when the file holds no samples', async () => {
    stubFetch({ 'GET /api/run-files/4/series/': { body: { file: 4, series: [] } } });
    renderWithProviders(<FileSamplesModal file={FILE} onClose={() => {}} />);
    expect(await screen.findByText('This file holds no OS samples.')).toBeInTheDocument();
  });
});
