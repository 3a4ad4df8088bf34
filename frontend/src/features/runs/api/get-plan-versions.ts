import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';

/** A version as the plans API lists it; a run links to a version by its database id. */
export type PlanVersionOption = Pick<Schemas['VersionSummary'], 'id' | 'number' | 'comment' | 'created_at'>;

export async function getPlanVersions(planId: number): Promise<PlanVersionOption[]> {
  return unwrap(await api.GET('/api/plans/{id}/versions/', { params: { path: { id: planId } } }));
}

export function planVersionsQueryOptions(planId: number) {
  return queryOptions({
    queryKey: ['runs', 'plan-version-options', planId] as const,
    queryFn: () => getPlanVersions(planId),
    staleTime: 60_000,
  });
}

export function usePlanVersions(planId: number | null) {
  return useQuery({ ...planVersionsQueryOptions(planId ?? 0), enabled: planId !== null });
}
