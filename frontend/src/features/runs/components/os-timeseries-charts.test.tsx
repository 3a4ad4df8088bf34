import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

// Plotly itself (an outside library) is replaced: jsdom cannot lay out its SVG; what it is handed is checked.
const plotly = vi.hoisted(() => ({ react: vi.fn((..._args: unknown[]) => Promise.resolve()), purge: vi.fn() }));
vi.mock('plotly.js-dist-min', () => ({ default: plotly }));

import { renderWithProviders } from '@/testing/render';

import type { ChartGroup } from '../api/get-run-timeseries';
import { OsTimeseriesCharts } from './os-timeseries-charts';

const X = ['2020-02-20T21:31:46', '2020-02-20T21:31:49'];
const DISK: ChartGroup = {
  file: 1,
  file_name: 'iostat.out',
  category: 'disk',
  source: 'iostat -x',
  host: 'node1',
  timed: true,
  samples: 2,
  objects_total: 2,
  series: [
    { object: 'sdc', column: 'read_mb_s', x: X, y: [5, 6] },
    { object: 'sdc', column: 'write_mb_s', x: X, y: [1, 2] },
    { object: 'sdd', column: 'read_mb_s', x: X, y: [3, 3] },
    { object: 'sdd', column: 'write_mb_s', x: X, y: [0, 1] },
  ],
};

/** The names of the lines Plotly was last handed for the figure named ``label``. */
function drawnFor(label: RegExp): string[] {
  const figure = screen.getByRole('img', { name: label });
  const call = plotly.react.mock.calls.filter((c) => c[0] === figure).at(-1);
  return ((call?.[1] ?? []) as { name: string }[]).map((t) => t.name);
}

describe('OsTimeseriesCharts', () => {
  it('lets the IO chart show the reads, the writes or both', async () => {
    renderWithProviders(<OsTimeseriesCharts groups={[DISK]} awrWindow={null} />);
    const user = userEvent.setup();
    await screen.findByRole('img', { name: /^IO per device over time \(MB\/s\), 4 line\(s\)/ });
    await waitFor(() => expect(drawnFor(/^IO per device/)).toEqual(['node1: sdc read', 'node1: sdc write', 'node1: sdd read', 'node1: sdd write']));

    await user.click(screen.getByRole('radio', { name: 'Reads' }));
    expect(await screen.findByRole('img', { name: /^IO per device \(reads\) over time \(MB\/s\), 2 line\(s\)/ })).toBeVisible();
    await waitFor(() => expect(drawnFor(/^IO per device/)).toEqual(['node1: sdc read', 'node1: sdd read']));

    await user.click(screen.getByRole('radio', { name: 'Writes' }));
    await waitFor(() => expect(drawnFor(/^IO per device \(writes\)/)).toEqual(['node1: sdc write', 'node1: sdd write']));

    await user.click(screen.getByRole('radio', { name: 'Both' }));
    await waitFor(() => expect(drawnFor(/^IO per device over time/)).toEqual(['node1: sdc read', 'node1: sdc write', 'node1: sdd read', 'node1: sdd write']));
  });
});
