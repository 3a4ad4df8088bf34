import { useQuery } from '@tanstack/react-query';

import { apiQueryOptions } from '@/lib/api/query';

/** Fields changed and findings added / removed between two versions of a plan. */
export function diffQueryOptions(planId: number, from: number, to: number) {
  return apiQueryOptions('/api/plans/{id}/diff/', { params: { path: { id: planId }, query: { from, to } } }, {
    queryKey: ['plans', 'diff', planId, from, to] as const,
    staleTime: Infinity,
  });
}

export function useDiff(planId: number, from: number | null, to: number | null) {
  return useQuery({ ...diffQueryOptions(planId, from ?? 0, to ?? 0), enabled: Boolean(from && to) });
}
