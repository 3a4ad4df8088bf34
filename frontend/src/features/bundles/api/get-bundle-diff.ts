import { useQuery } from '@tanstack/react-query';

import { apiQueryOptions } from '@/lib/api/query';

/** File-by-file unified diff from bundle `other` (before) to bundle `bundleId` (after). */
export function bundleDiffQueryOptions(bundleId: number, other: number) {
  return apiQueryOptions('/api/bundles/{id}/diff/', { params: { path: { id: bundleId }, query: { other } } }, {
    queryKey: ['bundles', 'diff', bundleId, other] as const,
    // Both bundles are complete (the server says 409 otherwise), so the answer never changes.
    staleTime: Infinity,
  });
}

export function useBundleDiff(bundleId: number, other: number | null) {
  return useQuery({ ...bundleDiffQueryOptions(bundleId, other ?? 0), enabled: other !== null });
}
