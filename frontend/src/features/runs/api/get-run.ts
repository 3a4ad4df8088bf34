import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';

import { ACTIVE_FILE_STATES, type RunDetail } from '../types';

export async function getRun(runId: number): Promise<RunDetail> {
  return unwrap(await api.GET('/api/runs/{id}/', { params: { path: { id: runId } } }));
}

export const runQueryKey = (runId: number) => ['runs', 'detail', runId] as const;

/** While any file is still stored or parsing, the run (states, metrics, diagnosis) is refreshed every few seconds. */
export const RUN_POLL_INTERVAL_MS = 3000;

export function runQueryOptions(runId: number) {
  return queryOptions({
    queryKey: runQueryKey(runId),
    queryFn: () => getRun(runId),
    refetchInterval: (query) =>
      query.state.data?.files.some((file) => ACTIVE_FILE_STATES.has(file.state)) ? RUN_POLL_INTERVAL_MS : false,
  });
}

export function useRun(runId: number) {
  return useQuery(runQueryOptions(runId));
}
