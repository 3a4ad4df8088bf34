import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import { type RunsFilter, runsQueryParams } from '@/lib/api/runs-filter';
import type { Paginated } from '@/lib/api/types';

import type { Run } from '../types';

// The filter type lives in src/lib (the comparisons builder filters runs the same way).
export type { RunsFilter } from '@/lib/api/runs-filter';

export type RunPage = Paginated<Run>;

export async function getRuns(filter: RunsFilter): Promise<RunPage> {
  const query = runsQueryParams(filter);
  // Tags, metrics and plan are free-form JSON in the schema; types.ts describes them.
  return unwrap(await api.GET('/api/runs/', { params: { query } }));
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
