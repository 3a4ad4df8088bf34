import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { apiQueryOptions } from '@/lib/api/query';
import type { Schemas } from '@/lib/api/types';

export type SeriesOutline = Schemas['SeriesOutline'];
export type SeriesPage = Schemas['SeriesPage'];

/** The OS series groups of one parsed file (category, tool, host, objects, sample count), without samples. */
export function useRunFileSeries(fileId: number | null) {
  return useQuery(
    apiQueryOptions('/api/run-files/{id}/series/', { params: { path: { id: fileId ?? 0 } } }, {
      queryKey: ['run-files', 'series', fileId] as const,
      enabled: fileId !== null,
      // a file's series change only when it is parsed again
      staleTime: 60_000,
    }),
  );
}

/** One page of one group's samples, for the named objects. */
export function useRunFileSeriesPage(fileId: number, index: number, objects: string[], offset: number, limit: number) {
  const params = { path: { id: fileId, index }, query: { object: objects, offset, limit } };
  return useQuery(
    apiQueryOptions('/api/run-files/{id}/series/{index}/', { params }, {
      queryKey: ['run-files', 'series', fileId, index, objects, offset, limit] as const,
      enabled: objects.length > 0,
      placeholderData: keepPreviousData,
      staleTime: 60_000,
    }),
  );
}
