import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useReducer, useRef } from 'react';

import { csrfHeaderFor } from '@/lib/api/csrf';
import { errorMessage, normaliseApiError } from '@/lib/api/errors';

import type { UploadResult } from '../types';
import type { Outgoing } from '../utils/folder-files';
import { uploadReducer } from '../utils/upload-progress';
import { runQueryKey } from './get-run';
import { runsQueryKey } from './get-runs';

export type UploadProgress = { loaded: number; total: number };

/**
 * POST /api/runs/{id}/files/ with XMLHttpRequest, because fetch cannot report upload
 * progress. The server stores every file before parsing it and answers with the stored
 * files, the duplicates, the parse jobs and the files it refused.
 */
export async function uploadRunFiles(
  runId: number,
  files: readonly File[],
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal; paths?: readonly string[] } = {},
): Promise<UploadResult> {
  const headers = await csrfHeaderFor('POST');
  const body = new FormData();
  for (const file of files) body.append('files', file, file.name);
  // where each file sat in a folder handed over whole: the server names the file with its folders
  for (const path of options.paths ?? []) body.append('paths', path);

  return new Promise<UploadResult>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/runs/${runId}/files/`);
    xhr.responseType = 'json';
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      options.onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    };
    xhr.onload = () => {
      const answer: unknown = xhr.response;
      if (xhr.status >= 200 && xhr.status < 300 && answer && typeof answer === 'object') {
        resolve(answer as UploadResult);
      } else {
        reject(normaliseApiError(xhr.status, answer));
      }
    };
    // fetch reports network failures as TypeError; do the same so errorMessage words it alike.
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/**
 * Files are sent one after another, each in its own request so each has its own progress
 * bar and outcome. One at a time keeps the server's writes apart (SQLite deployments
 * answered "database is locked" to parallel uploads while parse jobs were writing).
 */
const PARALLEL_UPLOADS = 1;

let nextUploadId = 0;

/**
 * Uploads dropped files one request per file, tracking each file's
 * progress and outcome, and refreshes the run as files are stored so their parse jobs show.
 */
export function useUploadRunFiles(runId: number) {
  const queryClient = useQueryClient();
  const [entries, dispatch] = useReducer(uploadReducer, []);
  const queue = useRef<{ id: string; file: File; path: string }[]>([]);

  const workers = useRef(0);

  // A worker takes files off the queue until it is empty; at most PARALLEL_UPLOADS workers run.
  const work = useCallback(async () => {
    workers.current += 1;
    try {
      for (let next = queue.current.shift(); next; next = queue.current.shift()) {
        const { id, file, path } = next;
        dispatch({ type: 'start', id });
        try {
          const result = await uploadRunFiles(runId, [file], {
            onProgress: ({ loaded, total }) => dispatch({ type: 'progress', id, loaded, total: total || file.size }),
            paths: path === file.name ? undefined : [path],
          });
          dispatch({ type: 'done', id, result });
          void queryClient.invalidateQueries({ queryKey: runQueryKey(runId) });
        } catch (error) {
          dispatch({ type: 'fail', id, error: errorMessage(error) });
        }
      }
    } finally {
      workers.current -= 1;
      if (workers.current === 0) void queryClient.invalidateQueries({ queryKey: runsQueryKey });
    }
  }, [queryClient, runId]);

  /** Queues files, each with the name it gets: its path inside a folder handed over whole, else its own name. */
  const upload = useCallback(
    (files: readonly Outgoing<File>[]) => {
      const items = files.map(({ file, path }) => ({ id: `upload-${(nextUploadId += 1)}`, file, path }));
      dispatch({ type: 'add', entries: items.map(({ id, file, path }) => ({ id, name: path, size: file.size })) });
      queue.current.push(...items);
      const idle = Math.min(PARALLEL_UPLOADS - workers.current, items.length);
      for (let started = 0; started < idle; started += 1) void work();
    },
    [work],
  );

  const dismissFinished = useCallback(() => dispatch({ type: 'dismiss-finished' }), []);

  return { entries, upload, dismissFinished };
}
