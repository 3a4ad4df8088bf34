import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { runKeys, runsQueryOptions as runsResource } from '@/lib/api/resources/runs';
import type { RunsFilter } from '@/lib/api/runs-filter';
import type { Paginated } from '@/lib/api/types';

import type { Run } from '../types';

// The filter type lives in src/lib (the comparisons builder filters runs the same way).
export type { RunsFilter } from '@/lib/api/runs-filter';

export type RunPage = Paginated<Run>;

export const runsQueryKey = runKeys.lists;

export function runsQueryOptions(filter: RunsFilter) {
  // Keep the table on screen while a changed filter loads, instead of flashing a loader.
  return { ...runsResource(filter), placeholderData: keepPreviousData };
}

export const useRuns = (filter: RunsFilter) => useQuery(runsQueryOptions(filter));
