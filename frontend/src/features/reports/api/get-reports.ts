import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import type { Paginated } from '@/lib/api/types';

import type { ReportListItem } from '../types';

/** Reports of a project, newest first. */
export async function getReports(project: number): Promise<Paginated<ReportListItem>> {
  return unwrap(await api.GET('/api/reports/', { params: { query: { project } } })) as Paginated<ReportListItem>;
}

export function reportsQueryOptions(project: number) {
  return queryOptions({ queryKey: ['reports', 'list', project] as const, queryFn: () => getReports(project) });
}

export function useReports(project: number) {
  return useQuery(reportsQueryOptions(project));
}
