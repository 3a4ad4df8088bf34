import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import type { Paginated, Schemas } from '@/lib/api/types';

/**
 * A version as the plans API lists it. A run links to a version by its database id; the
 * list answers with `id` once the plans API exposes it, and the picker relies on that.
 */
export type PlanVersionOption = Pick<Schemas['VersionSummary'], 'number' | 'comment' | 'created_at'> & { id?: number };

export async function getPlanVersions(planId: number): Promise<PlanVersionOption[]> {
  const body = unwrap(
    await api.GET('/api/plans/{id}/versions/', { params: { path: { id: planId } } }),
  ) as unknown as Paginated<PlanVersionOption> | PlanVersionOption[];
  return Array.isArray(body) ? body : body.results;
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
