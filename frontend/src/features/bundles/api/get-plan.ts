import { useQuery } from '@tanstack/react-query';

import { apiQueryOptions } from '@/lib/api/query';

/** The plan a bundle belongs to: its name for headings and its project for the role check. */
export function planQueryOptions(planId: number) {
  return apiQueryOptions('/api/plans/{id}/', { params: { path: { id: planId } } }, {
    queryKey: ['bundles', 'plan', planId] as const,
    staleTime: 30_000,
  });
}

export function usePlan(planId: number | undefined) {
  return useQuery({ ...planQueryOptions(planId ?? 0), enabled: planId !== undefined && planId > 0 });
}
