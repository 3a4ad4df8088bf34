import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';

import type { BundleDiff } from '../types';

/** File-by-file unified diff from bundle `other` (before) to bundle `bundleId` (after). */
export async function getBundleDiff(bundleId: number, other: number): Promise<BundleDiff> {
  return unwrap(await api.GET('/api/bundles/{id}/diff/', { params: { path: { id: bundleId }, query: { other } } }));
}

export function bundleDiffQueryOptions(bundleId: number, other: number) {
  return queryOptions({
    queryKey: ['bundles', 'diff', bundleId, other] as const,
    queryFn: () => getBundleDiff(bundleId, other),
    // Both bundles are complete (the server says 409 otherwise), so the answer never changes.
    staleTime: Infinity,
  });
}

export function useBundleDiff(bundleId: number, other: number | null) {
  return useQuery({ ...bundleDiffQueryOptions(bundleId, other ?? 0), enabled: other !== null });
}
