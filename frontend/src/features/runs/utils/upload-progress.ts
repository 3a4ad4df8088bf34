import type { UploadResult } from '../types';

/**
 * Upload progress of the files dropped on a run, one entry per file. Pure state so the
 * transitions (queued → uploading → stored | duplicate | rejected | failed) are testable
 * without a network; the upload hook feeds it XMLHttpRequest progress events.
 */
export type UploadStatus = 'queued' | 'uploading' | 'stored' | 'duplicate' | 'rejected' | 'failed';

export type UploadEntry = {
  /** Unique per drop, so the same file name dropped twice gets two rows. */
  id: string;
  name: string;
  size: number;
  /** Bytes sent so far (of the request body, which is a little larger than the file). */
  loaded: number;
  total: number;
  status: UploadStatus;
  error: string | null;
  /** Ids of the stored run files this upload produced (one, or the archive for a zip). */
  fileIds: number[];
};

export type UploadAction =
  | { type: 'add'; entries: { id: string; name: string; size: number }[] }
  | { type: 'start'; id: string }
  | { type: 'progress'; id: string; loaded: number; total: number }
  | { type: 'done'; id: string; result: UploadResult }
  | { type: 'fail'; id: string; error: string }
  | { type: 'dismiss-finished' };

export const FINISHED_UPLOAD_STATES: ReadonlySet<UploadStatus> = new Set(['stored', 'duplicate', 'rejected', 'failed']);

function update(state: UploadEntry[], id: string, change: (entry: UploadEntry) => UploadEntry): UploadEntry[] {
  return state.map((entry) => (entry.id === id ? change(entry) : entry));
}

export function uploadReducer(state: UploadEntry[], action: UploadAction): UploadEntry[] {
  switch (action.type) {
    case 'add':
      return [
        ...state,
        ...action.entries.map((entry) => ({
          ...entry,
          loaded: 0,
          total: entry.size,
          status: 'queued' as const,
          error: null,
          fileIds: [],
        })),
      ];
    case 'start':
      return update(state, action.id, (entry) => ({ ...entry, status: 'uploading' }));
    case 'progress':
      return update(state, action.id, (entry) =>
        // Progress events can arrive after the answer on slow machines; never move a finished row back.
        FINISHED_UPLOAD_STATES.has(entry.status)
          ? entry
          : { ...entry, status: 'uploading', loaded: Math.min(action.loaded, action.total), total: action.total },
      );
    case 'done':
      return update(state, action.id, (entry) => settle(entry, action.result));
    case 'fail':
      return update(state, action.id, (entry) => ({ ...entry, status: 'failed', error: action.error }));
    case 'dismiss-finished':
      return state.filter((entry) => !FINISHED_UPLOAD_STATES.has(entry.status));
    default:
      return state;
  }
}

function settle(entry: UploadEntry, result: UploadResult): UploadEntry {
  const finished = { ...entry, loaded: entry.total };
  const rejection = result.rejected.find((item) => item.name === entry.name) ?? (result.files.length === 0 ? result.rejected[0] : undefined);
  if (rejection) return { ...finished, status: 'rejected', error: rejection.error };
  const fileIds = result.files.map((file) => file.id);
  const duplicate = fileIds.length > 0 && fileIds.every((id) => result.duplicates.includes(id));
  return { ...finished, status: duplicate ? 'duplicate' : 'stored', fileIds };
}

/** 0–100 for one row; finished rows are full whatever the byte counts said. */
export function entryPercent(entry: UploadEntry): number {
  if (FINISHED_UPLOAD_STATES.has(entry.status)) return 100;
  if (entry.total <= 0) return entry.status === 'uploading' ? 50 : 0;
  return Math.round((entry.loaded / entry.total) * 100);
}

/** Summary over every row, for the header line ("2 of 3 uploaded"). */
export function uploadSummary(entries: readonly UploadEntry[]) {
  const finished = entries.filter((entry) => FINISHED_UPLOAD_STATES.has(entry.status)).length;
  const problems = entries.filter((entry) => entry.status === 'rejected' || entry.status === 'failed').length;
  return { count: entries.length, finished, problems, busy: finished < entries.length };
}

export const UPLOAD_STATUS_LABELS: Record<UploadStatus, string> = {
  queued: 'Waiting',
  uploading: 'Uploading',
  stored: 'Uploaded',
  duplicate: 'Already uploaded',
  rejected: 'Refused',
  failed: 'Upload failed',
};
