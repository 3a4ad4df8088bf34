import { useQuery } from '@tanstack/react-query';

import { apiQueryOptions } from '@/lib/api/query';

export const planQueryKey = (planId: number) => ['plans', 'detail', planId] as const;

export function planQueryOptions(planId: number) {
  return apiQueryOptions('/api/plans/{id}/', { params: { path: { id: planId } } }, { queryKey: planQueryKey(planId) });
}

export const usePlan = (planId: number) => useQuery(planQueryOptions(planId));
