import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { apiQueryOptions } from '@/lib/api/query';
import { type RunsFilter, runsQueryParams } from '@/lib/api/runs-filter';
import type { Paginated } from '@/lib/api/types';

import type { Run } from '../types';

// The filter type lives in src/lib (the comparisons builder filters runs the same way).
export type { RunsFilter } from '@/lib/api/runs-filter';

export type RunPage = Paginated<Run>;

export const runsQueryKey = ['runs', 'list'] as const;

export function runsQueryOptions(filter: RunsFilter) {
  return apiQueryOptions('/api/runs/', { params: { query: runsQueryParams(filter) } }, {
    queryKey: [...runsQueryKey, filter] as const,
    // Keep the table on screen while a changed filter loads, instead of flashing a loader.
    placeholderData: keepPreviousData,
  });
}

export const useRuns = (filter: RunsFilter) => useQuery(runsQueryOptions(filter));
