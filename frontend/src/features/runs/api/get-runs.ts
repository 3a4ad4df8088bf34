import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import type { Paginated } from '@/lib/api/types';

import type { Run } from '../types';

export type RunsFilter = {
  project: number;
  plan?: number | null;
  /** "key=value" strings; a run must carry every one. */
  tags?: string[];
  dateFrom?: string | null;
  dateTo?: string | null;
  q?: string;
  page?: number;
};

export type RunPage = Paginated<Run>;

export async function getRuns(filter: RunsFilter): Promise<RunPage> {
  const query = {
    project: filter.project,
    plan: filter.plan ?? undefined,
    tag: filter.tags?.length ? filter.tags : undefined,
    date_from: filter.dateFrom || undefined,
    date_to: filter.dateTo || undefined,
    q: filter.q?.trim() || undefined,
    page: filter.page && filter.page > 1 ? filter.page : undefined,
  };
  // Tags, metrics and plan are free-form JSON in the schema; types.ts describes them.
  return unwrap(await api.GET('/api/runs/', { params: { query } })) as unknown as RunPage;
}

export const runsQueryKey = ['runs', 'list'] as const;

export function runsQueryOptions(filter: RunsFilter) {
  return queryOptions({
    queryKey: [...runsQueryKey, filter] as const,
    queryFn: () => getRuns(filter),
    // Keep the table on screen while a changed filter loads, instead of flashing a loader.
    placeholderData: keepPreviousData,
  });
}

export function useRuns(filter: RunsFilter) {
  return useQuery(runsQueryOptions(filter));
}
