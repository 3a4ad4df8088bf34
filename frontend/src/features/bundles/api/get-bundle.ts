import { useQuery } from '@tanstack/react-query';

import { apiQueryOptions } from '@/lib/api/query';

import { ACTIVE_BUNDLE_STATES } from '../types';

export const bundleQueryKey = (bundleId: number) => ['bundles', 'detail', bundleId] as const;

export const BUNDLE_POLL_MS = 2000;

/** Polls while the bundle is queued or rendering; the job's own progress is polled by JobProgress. */
export function bundleQueryOptions(bundleId: number) {
  return apiQueryOptions('/api/bundles/{id}/', { params: { path: { id: bundleId } } }, {
    queryKey: bundleQueryKey(bundleId),
    refetchInterval: (query) => (query.state.data && ACTIVE_BUNDLE_STATES.has(query.state.data.state) ? BUNDLE_POLL_MS : false),
  });
}

export const useBundle = (bundleId: number) => useQuery(bundleQueryOptions(bundleId));
