import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { runsQueryOptions } from '@/lib/api/resources/runs';
import type { RunsFilter } from '@/lib/api/runs-filter';
import type { Paginated } from '@/lib/api/types';

import type { RunListItem } from '../types';

// The filter type lives in src/lib (the comparisons builder filters runs the same way).
export type { RunsFilter as RunFilter } from '@/lib/api/runs-filter';

const listed = (page: Paginated<RunListItem>): Paginated<RunListItem> => page;

/** The runs the builder offers for picking, filtered like the Runs page and cached with it. */
export const useRunsForComparison = (filter: RunsFilter) =>
  useQuery({ ...runsQueryOptions(filter), select: listed, placeholderData: keepPreviousData });
