import { useQuery } from '@tanstack/react-query';

import { apiQueryOptions } from '@/lib/api/query';
import type { paths } from '@/lib/api/schema';

export type ReportOrdering = NonNullable<NonNullable<paths['/api/reports/']['get']['parameters']['query']>['ordering']>;
export type ReportsFilter = { project: number; q?: string; ordering?: ReportOrdering };

/** The orderings the Reports page offers, with their labels. */
export const REPORT_ORDERINGS: { value: ReportOrdering; label: string }[] = [
  { value: '-created', label: 'Newest first' },
  { value: 'created', label: 'Oldest first' },
  { value: '-updated', label: 'Recently edited' },
  { value: 'title', label: 'Title A–Z' },
  { value: '-title', label: 'Title Z–A' },
];

/** Reports of a project, searched (title, headline, narrative, a study's id or document name) and sorted. */
export function reportsQueryOptions({ project, q, ordering }: ReportsFilter) {
  const query = { project, q: q?.trim() || undefined, ordering };
  return apiQueryOptions('/api/reports/', { params: { query } }, { queryKey: ['reports', 'list', project, q ?? '', ordering ?? ''] as const });
}

export const useReports = (filter: ReportsFilter) => useQuery(reportsQueryOptions(filter));
