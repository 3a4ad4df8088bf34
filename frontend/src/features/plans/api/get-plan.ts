import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';

import type { Plan } from '../types';

export async function getPlan(planId: number): Promise<Plan> {
  return unwrap(await api.GET('/api/plans/{id}/', { params: { path: { id: planId } } }));
}

export const planQueryKey = (planId: number) => ['plans', 'detail', planId] as const;

export function planQueryOptions(planId: number) {
  return queryOptions({ queryKey: planQueryKey(planId), queryFn: () => getPlan(planId) });
}

export function usePlan(planId: number) {
  return useQuery(planQueryOptions(planId));
}
