import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';

import type { PlanVersionSummary } from '../types';

/** The plan's saved versions, newest first (score and severity counts each). */
export async function getPlanVersions(planId: number): Promise<PlanVersionSummary[]> {
  const versions = unwrap(await api.GET('/api/plans/{id}/versions/', { params: { path: { id: planId } } }));
  return [...versions].sort((a, b) => b.number - a.number);
}

export function planVersionsQueryOptions(planId: number) {
  return queryOptions({
    queryKey: ['bundles', 'plan-versions', planId] as const,
    queryFn: () => getPlanVersions(planId),
    staleTime: 30_000,
  });
}

export function usePlanVersions(planId: number) {
  return useQuery(planVersionsQueryOptions(planId));
}
