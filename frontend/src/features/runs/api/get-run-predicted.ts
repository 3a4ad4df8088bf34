import { useQuery } from '@tanstack/react-query';

import { apiQueryOptions } from '@/lib/api/query';

import { runQueryKey } from './get-run';

/**
 * The run's plan estimate beside what it measured against runs of the configuration the estimate is relative to.
 * Keyed under the run (and its last change), so anything that refreshes the run refreshes this too.
 */
export function runPredictedQueryOptions(runId: number, updatedAt: string) {
  return apiQueryOptions('/api/runs/{id}/predicted/', { params: { path: { id: runId } } }, {
    queryKey: [...runQueryKey(runId), 'predicted', updatedAt] as const,
  });
}

export const useRunPredicted = (runId: number, updatedAt: string) => useQuery(runPredictedQueryOptions(runId, updatedAt));
