import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';

import type { BundleFile } from '../types';

/** One rendered file's text (only for complete bundles; 409 before). */
export async function getBundleFile(bundleId: number, path: string): Promise<BundleFile> {
  return unwrap(await api.GET('/api/bundles/{id}/files/', { params: { path: { id: bundleId }, query: { path } } }));
}

/** A complete bundle never changes, so a file once read is cached for good. */
export function bundleFileQueryOptions(bundleId: number, path: string) {
  return queryOptions({
    queryKey: ['bundles', 'file', bundleId, path] as const,
    queryFn: () => getBundleFile(bundleId, path),
    staleTime: Infinity,
  });
}

export function useBundleFile(bundleId: number, path: string | null) {
  return useQuery({ ...bundleFileQueryOptions(bundleId, path ?? ''), enabled: path !== null });
}
