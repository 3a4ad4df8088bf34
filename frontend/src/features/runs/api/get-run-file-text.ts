import { useQuery } from '@tanstack/react-query';

import { apiQueryOptions } from '@/lib/api/query';

/** The stored original decoded as text (at most 2 MB); it is shown as text, never interpreted as markup. */
export function runFileTextQueryOptions(fileId: number) {
  return apiQueryOptions('/api/run-files/{id}/text/', { params: { path: { id: fileId } } }, {
    queryKey: ['run-files', 'text', fileId] as const,
    // The original never changes once stored.
    staleTime: Infinity,
  });
}

export const useRunFileText = (fileId: number) => useQuery(runFileTextQueryOptions(fileId));

/** Where the browser downloads the original bytes (served as an attachment). */
export function runFileDownloadUrl(fileId: number): string {
  return `/api/run-files/${fileId}/download/`;
}

/** The CSV template for benchmark tables that are not AWR reports. */
export const BENCHMARK_TEMPLATE_URL = '/api/runs/benchmark-template/';
