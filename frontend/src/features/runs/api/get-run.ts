import { useQuery } from '@tanstack/react-query';

import { apiQueryOptions } from '@/lib/api/query';

import { ACTIVE_FILE_STATES } from '../types';

export const runQueryKey = (runId: number) => ['runs', 'detail', runId] as const;

/** While any file is still stored or parsing, the run (states, metrics, diagnosis) is refreshed every few seconds. */
export const RUN_POLL_INTERVAL_MS = 3000;

export function runQueryOptions(runId: number) {
  return apiQueryOptions('/api/runs/{id}/', { params: { path: { id: runId } } }, {
    queryKey: runQueryKey(runId),
    refetchInterval: (query) =>
      query.state.data?.files.some((file) => ACTIVE_FILE_STATES.has(file.state)) ? RUN_POLL_INTERVAL_MS : false,
  });
}

export const useRun = (runId: number) => useQuery(runQueryOptions(runId));
