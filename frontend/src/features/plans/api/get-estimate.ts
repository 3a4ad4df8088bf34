import { useQuery } from '@tanstack/react-query';

import { apiQueryOptions } from '@/lib/api/query';
import type { ResponseOf } from '@/lib/api/types';

export type PlanEstimate = ResponseOf<'/api/plans/{id}/versions/{number}/estimate/', 'get'>;

/** A saved version's expected throughput and CPU cost per transaction (docs/estimate.md); fixed per version. */
export function estimateQueryOptions(planId: number, number: number) {
  return apiQueryOptions('/api/plans/{id}/versions/{number}/estimate/', { params: { path: { id: planId, number: String(number) } } }, {
    queryKey: ['plans', 'estimate', planId, number] as const,
    staleTime: Infinity,
  });
}

export const useEstimate = (planId: number, number: number | null) =>
  useQuery({ ...estimateQueryOptions(planId, number ?? 0), enabled: number !== null && number > 0 });
