import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';

import type { RunFileText } from '../types';

/** The stored original decoded as text (at most 2 MB); it is shown as text, never interpreted as markup. */
export async function getRunFileText(fileId: number): Promise<RunFileText> {
  return unwrap(await api.GET('/api/run-files/{id}/text/', { params: { path: { id: fileId } } }));
}

export function runFileTextQueryOptions(fileId: number) {
  return queryOptions({
    queryKey: ['run-files', 'text', fileId] as const,
    queryFn: () => getRunFileText(fileId),
    // The original never changes once stored.
    staleTime: Infinity,
  });
}

export function useRunFileText(fileId: number) {
  return useQuery(runFileTextQueryOptions(fileId));
}

/** Where the browser downloads the original bytes (served as an attachment). */
export function runFileDownloadUrl(fileId: number): string {
  return `/api/run-files/${fileId}/download/`;
}

/** The CSV template for benchmark tables that are not AWR reports. */
export const BENCHMARK_TEMPLATE_URL = '/api/runs/benchmark-template/';
