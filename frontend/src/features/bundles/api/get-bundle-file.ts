import { useQuery } from '@tanstack/react-query';

import { apiQueryOptions } from '@/lib/api/query';

/** One rendered file's text (only for complete bundles; 409 before). A complete bundle never changes, so a file once read is cached for good. */
export function bundleFileQueryOptions(bundleId: number, path: string) {
  return apiQueryOptions('/api/bundles/{id}/files/', { params: { path: { id: bundleId }, query: { path } } }, {
    queryKey: ['bundles', 'file', bundleId, path] as const,
    staleTime: Infinity,
  });
}

export function useBundleFile(bundleId: number, path: string | null) {
  return useQuery({ ...bundleFileQueryOptions(bundleId, path ?? ''), enabled: path !== null });
}
