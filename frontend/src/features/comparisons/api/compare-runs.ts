import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';

import type { ComparisonRequest, ComparisonResult } from '../types';

/** Asks the server to compare the runs; the answer holds every chart's series, ready to draw. */
export async function compareRuns(request: ComparisonRequest): Promise<ComparisonResult> {
  return unwrap(await api.POST('/api/comparisons/', { body: request }));
}

/** A comparison is a read: cache it by its request, keep the last one on screen while the next loads. */
export function comparisonQueryOptions(request: ComparisonRequest) {
  return queryOptions({
    queryKey: ['comparisons', request] as const,
    queryFn: () => compareRuns(request),
    placeholderData: keepPreviousData,
    enabled: request.runs.length > 0,
  });
}

export function useComparison(request: ComparisonRequest) {
  return useQuery(comparisonQueryOptions(request));
}
