import { describe, expect, it } from 'vitest';

import type { RunFile, UploadResult } from '../types';
import { entryPercent, type UploadEntry, uploadReducer, uploadSummary } from './upload-progress';

function stored(id: number, name: string): RunFile {
  return {
    id,
    name,
    sha256: 'a'.repeat(64),
    size: 10,
    state: 'stored',
    kind: '',
    format: '',
    release: '',
    error: '',
    archive: null,
    job: 100 + id,
    job_state: 'queued',
    job_progress: 0,
    parser_version: '1',
    belongs: false,
    uploaded_at: '2025-01-01T00:00:00Z',
    entries: [],
  };
}

function result(overrides: Partial<UploadResult>): UploadResult {
  return { files: [], duplicates: [], jobs: [], rejected: [], ignored: [], ...overrides };
}

function added(): UploadEntry[] {
  return uploadReducer([], {
    type: 'add',
    entries: [
      { id: 'u1', name: 'a.html', size: 1000 },
      { id: 'u2', name: 'b.html', size: 0 },
    ],
  });
}

describe('uploadReducer', () => {
  it('queues new files at 0 %', () => {
    const state = added();
    expect(state.map((entry) => [entry.name, entry.status, entryPercent(entry)])).toEqual([
      ['a.html', 'queued', 0],
      ['b.html', 'queued', 0],
    ]);
    expect(uploadSummary(state)).toEqual({ count: 2, finished: 0, problems: 0, busy: true });
  });

  it('follows byte progress and caps it at the total', () => {
    let state = uploadReducer(added(), { type: 'start', id: 'u1' });
    state = uploadReducer(state, { type: 'progress', id: 'u1', loaded: 250, total: 1000 });
    expect(state[0]).toMatchObject({ status: 'uploading', loaded: 250 });
    expect(entryPercent(state[0] as UploadEntry)).toBe(25);
    state = uploadReducer(state, { type: 'progress', id: 'u1', loaded: 5000, total: 1000 });
    expect(entryPercent(state[0] as UploadEntry)).toBe(100);
    // The other row is untouched.
    expect(state[1]).toMatchObject({ status: 'queued', loaded: 0 });
  });

  it('settles a stored file, a duplicate and a refused one from the server answer', () => {
    let state = added();
    state = uploadReducer(state, { type: 'done', id: 'u1', result: result({ files: [stored(5, 'a.html')], jobs: [105] }) });
    expect(state[0]).toMatchObject({ status: 'stored', fileIds: [5], error: null });
    expect(entryPercent(state[0] as UploadEntry)).toBe(100);

    const dup = uploadReducer(added(), { type: 'done', id: 'u1', result: result({ files: [stored(5, 'a.html')], duplicates: [5] }) });
    expect(dup[0]).toMatchObject({ status: 'duplicate' });

    state = uploadReducer(state, {
      type: 'done',
      id: 'u2',
      result: result({ rejected: [{ name: 'b.html', error: 'b.html is larger than 50 MB.' }] }),
    });
    expect(state[1]).toMatchObject({ status: 'rejected', error: 'b.html is larger than 50 MB.' });
    expect(uploadSummary(state)).toEqual({ count: 2, finished: 2, problems: 1, busy: false });
  });

  it('keeps a failed request with its message and ignores late progress', () => {
    let state = uploadReducer(added(), { type: 'fail', id: 'u1', error: 'You do not have permission to do this.' });
    state = uploadReducer(state, { type: 'progress', id: 'u1', loaded: 10, total: 1000 });
    expect(state[0]).toMatchObject({ status: 'failed', error: 'You do not have permission to do this.' });
  });

  it('clears finished rows on request and keeps those still going', () => {
    let state = uploadReducer(added(), { type: 'fail', id: 'u1', error: 'x' });
    state = uploadReducer(state, { type: 'start', id: 'u2' });
    state = uploadReducer(state, { type: 'dismiss-finished' });
    expect(state.map((entry) => entry.id)).toEqual(['u2']);
  });
});
