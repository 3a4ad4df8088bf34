import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { apiQueryOptions } from '@/lib/api/query';
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
    apiQueryOptions('/api/run-files/{id}/sections/', { params: { path: { id: fileId ?? 0 } } }, {
      queryKey: ['run-files', 'sections', fileId] as const,
      enabled: fileId !== null,
      // a file's lists change only when it is parsed again, which also refreshes the run
      staleTime: 60_000,
    }),
  );
}

/** One page of one list: filtered to a group, searched and sorted on the server. */
export function useReportSectionPage(fileId: number, section: ReportSectionKey, query: SectionQuery) {
  const params = {
    path: { id: fileId, section },
    query: {
      group: query.group ?? undefined,
      q: query.q || undefined,
      ordering: query.ordering ?? undefined,
      offset: query.offset,
      limit: query.limit,
    },
  };
  return useQuery(
    apiQueryOptions('/api/run-files/{id}/sections/{section}/', { params }, {
      queryKey: ['run-files', 'sections', fileId, section, query] as const,
      placeholderData: keepPreviousData,
      staleTime: 60_000,
    }),
  );
}
