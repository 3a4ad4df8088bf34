import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';

import type { VersionDiff } from '../types';

/** Fields changed and findings added / removed between two versions of a plan. */
export async function getDiff(planId: number, from: number, to: number): Promise<VersionDiff> {
  return unwrap(
    await api.GET('/api/plans/{id}/diff/', { params: { path: { id: planId }, query: { from, to } } }),
  );
}

export function diffQueryOptions(planId: number, from: number, to: number) {
  return queryOptions({
    queryKey: ['plans', 'diff', planId, from, to] as const,
    queryFn: () => getDiff(planId, from, to),
    staleTime: Infinity,
  });
}

export function useDiff(planId: number, from: number | null, to: number | null) {
  return useQuery({ ...diffQueryOptions(planId, from ?? 0, to ?? 0), enabled: Boolean(from && to) });
}
