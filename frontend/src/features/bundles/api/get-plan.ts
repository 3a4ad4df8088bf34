import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';

import type { PlanSummary } from '../types';

/** The plan a bundle belongs to: its name for headings and its project for the role check. */
export async function getPlan(planId: number): Promise<PlanSummary> {
  return unwrap(await api.GET('/api/plans/{id}/', { params: { path: { id: planId } } }));
}

export function planQueryOptions(planId: number) {
  return queryOptions({ queryKey: ['bundles', 'plan', planId] as const, queryFn: () => getPlan(planId), staleTime: 30_000 });
}

export function usePlan(planId: number | undefined) {
  return useQuery({ ...planQueryOptions(planId ?? 0), enabled: planId !== undefined && planId > 0 });
}
