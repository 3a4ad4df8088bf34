import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import type { Paginated } from '@/lib/api/types';

import type { RunListItem } from '../types';

export type RunFilter = {
  project: number;
  plan?: number | null;
  /** "key=value" or "key" strings; a run must carry every one. */
  tags?: string[];
  dateFrom?: string | null;
  dateTo?: string | null;
  q?: string;
  page?: number;
};

/** The runs the builder offers for picking, filtered like the Runs page. */
export async function getRunsForComparison(filter: RunFilter): Promise<Paginated<RunListItem>> {
  const query = {
    project: filter.project,
    plan: filter.plan ?? undefined,
    tag: filter.tags?.length ? filter.tags : undefined,
    date_from: filter.dateFrom || undefined,
    date_to: filter.dateTo || undefined,
    q: filter.q?.trim() || undefined,
    page: filter.page && filter.page > 1 ? filter.page : undefined,
  };
  // Tags and metrics are free-form JSON in the schema; RunListItem describes what the picker reads.
  return unwrap(await api.GET('/api/runs/', { params: { query } })) as unknown as Paginated<RunListItem>;
}

export function runsForComparisonQueryOptions(filter: RunFilter) {
  return queryOptions({
    queryKey: ['comparisons', 'runs', filter] as const,
    queryFn: () => getRunsForComparison(filter),
    placeholderData: keepPreviousData,
  });
}

export function useRunsForComparison(filter: RunFilter) {
  return useQuery(runsForComparisonQueryOptions(filter));
}
