import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api/query';
import { type RunsFilter, runsQueryParams } from '@/lib/api/runs-filter';
import type { Paginated } from '@/lib/api/types';

import type { RunListItem } from '../types';

// The filter type lives in src/lib (the comparisons builder filters runs the same way).
export type { RunsFilter as RunFilter } from '@/lib/api/runs-filter';

/** The runs the builder offers for picking, filtered like the Runs page. */
export async function getRunsForComparison(filter: RunsFilter): Promise<Paginated<RunListItem>> {
  // Tags and metrics are free-form JSON in the schema; RunListItem describes what the picker reads.
  return apiGet('/api/runs/', { params: { query: runsQueryParams(filter) } });
}

export function runsForComparisonQueryOptions(filter: RunsFilter) {
  return queryOptions({
    queryKey: ['comparisons', 'runs', filter] as const,
    queryFn: () => getRunsForComparison(filter),
    placeholderData: keepPreviousData,
  });
}

export const useRunsForComparison = (filter: RunsFilter) => useQuery(runsForComparisonQueryOptions(filter));
