import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';

import { ACTIVE_BUNDLE_STATES, type BundleDetail } from '../types';

export async function getBundle(bundleId: number): Promise<BundleDetail> {
  return unwrap(await api.GET('/api/bundles/{id}/', { params: { path: { id: bundleId } } }));
}

export const bundleQueryKey = (bundleId: number) => ['bundles', 'detail', bundleId] as const;

export const BUNDLE_POLL_MS = 2000;

/** Polls while the bundle is queued or rendering; the job's own progress is polled by JobProgress. */
export function bundleQueryOptions(bundleId: number) {
  return queryOptions({
    queryKey: bundleQueryKey(bundleId),
    queryFn: () => getBundle(bundleId),
    refetchInterval: (query) => (query.state.data && ACTIVE_BUNDLE_STATES.has(query.state.data.state) ? BUNDLE_POLL_MS : false),
  });
}

export function useBundle(bundleId: number) {
  return useQuery(bundleQueryOptions(bundleId));
}
