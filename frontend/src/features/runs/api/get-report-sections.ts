import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';

export type ReportSectionKey = Schemas['ReportSection']['key'];
export type ReportSectionSummary = Schemas['ReportSection'];
export type ReportSectionPage = Schemas['ReportSectionPage'];

export type SectionQuery = {
  group: string | null;
  q: string;
  ordering: string | null;
  offset: number;
  limit: number;
};

/** The detail lists a parsed report holds (top SQL, wait events, segments, ...), with their row counts. */
export function useReportSections(fileId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: ['run-files', 'sections', fileId] as const,
      queryFn: async () => unwrap(await api.GET('/api/run-files/{id}/sections/', { params: { path: { id: fileId ?? 0 } } })),
      enabled: fileId !== null,
      // a file's lists change only when it is parsed again, which also refreshes the run
      staleTime: 60_000,
    }),
  );
}

/** One page of one list: filtered to a group, searched and sorted on the server. */
export function useReportSectionPage(fileId: number, section: ReportSectionKey, query: SectionQuery) {
  return useQuery({
    queryKey: ['run-files', 'sections', fileId, section, query] as const,
    queryFn: async () =>
      unwrap(
        await api.GET('/api/run-files/{id}/sections/{section}/', {
          params: {
            path: { id: fileId, section },
            query: {
              group: query.group ?? undefined,
              q: query.q || undefined,
              ordering: query.ordering ?? undefined,
              offset: query.offset,
              limit: query.limit,
            },
          },
        }),
      ),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
