import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';

import type { RunFile } from '../types';
import { FilesTable } from './files-table';

function file(id: number, name: string, extra: Partial<RunFile> = {}): RunFile {
  return {
    id,
    name,
    sha256: String(id).repeat(64).slice(0, 64),
    size: 100,
    state: 'parsed',
    kind: 'benchmark_table',
    format: 'csv',
    release: '',
    error: '',
    archive: null,
    job: null,
    job_state: 'succeeded',
    job_progress: 100,
    parser_version: '1',
    belongs: false,
    uploaded_at: '2025-01-01T00:00:00Z',
    entries: [],
    ...extra,
  };
}

const ARCHIVE = file(1, 'mixed.zip', {
  kind: 'archive',
  format: 'zip',
  state: 'partial',
  error: '1 of 3 entries imported; 2 skipped.',
  entries: [
    { path: 'dir/good.csv', state: 'imported', error: '', file: 2, file_state: 'parsed', format: '' },
    { path: 'bomb.txt', state: 'skipped', error: 'Skipped bomb.txt: it expands 1000x, which looks like a zip bomb.', file: null, file_state: null, format: '' },
    { path: 'gone.csv', state: 'imported', error: '', file: null, file_state: null, format: '' },
  ],
});
const GOOD = file(2, 'good.csv', { archive: 1 });

describe('FilesTable', () => {
  it('expands an archive to every entry with its state and reason', async () => {
    renderWithProviders(<FilesTable runId={5} files={[ARCHIVE, GOOD]} canWrite={false} onViewText={() => {}} onViewSamples={() => {}} />);
    expect(screen.queryByRole('row', { name: 'dir/good.csv' })).toBeNull();
    expect(screen.getByText('Partial')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show the 3 entries of mixed.zip' }));
    expect(within(screen.getByRole('row', { name: 'dir/good.csv' })).getByText('Parsed')).toBeInTheDocument();
    const bomb = screen.getByRole('row', { name: 'bomb.txt' });
    expect(within(bomb).getByText('Skipped')).toBeInTheDocument();
    expect(within(bomb).getByText(/looks like a zip bomb/)).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: 'gone.csv' })).getByText('Removed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('lists desktop metadata as ignored, its note not styled as an error', async () => {
    const note = "Left out: macOS Finder's copy of file attributes, written by the desktop beside the files, not part of the run.";
    const finder = file(3, 'run.zip', {
      kind: 'archive',
      format: 'zip',
      entries: [
        { path: 'run/bench.csv', state: 'imported', error: '', file: 4, file_state: 'parsed', format: '' },
        { path: '__MACOSX/run/._bench.csv', state: 'ignored', error: note, file: null, file_state: null, format: '' },
      ],
    });
    renderWithProviders(<FilesTable runId={5} files={[finder, file(4, 'bench.csv', { archive: 3 })]} canWrite={false} onViewText={() => {}} onViewSamples={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show the 2 entries of run.zip' }));
    const row = screen.getByRole('row', { name: '__MACOSX/run/._bench.csv' });
    expect(within(row).getByText('Ignored')).toBeInTheDocument();
    expect(within(row).getByText(note)).not.toHaveStyle({ color: 'var(--mantine-color-red-9)' });
  });

  it('removes a file after confirmation', async () => {
    const { requests } = stubFetch({
      'GET /api/auth/csrf/': { status: 204 },
      'DELETE /api/run-files/2/': { status: 204 },
      'GET /api/runs/5/': { body: {} },
    });
    renderWithProviders(<FilesTable runId={5} files={[ARCHIVE, GOOD]} canWrite onViewText={() => {}} onViewSamples={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show the 3 entries of mixed.zip' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove good.csv' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this file from the run?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove good.csv' }));
    await waitFor(() => expect(requests.map((r) => `${r.method} ${r.path}`)).toContain('DELETE /api/run-files/2/'));
  });
});
