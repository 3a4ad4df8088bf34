import { useQuery } from '@tanstack/react-query';

import { type PlanVersionSummary, planVersionsQueryOptions } from '@/lib/api/resources/plan-versions';

/**
 * A version as the run's version picker needs it. A run links to a version by its database id; the picker
 * still copes with a version listed without one.
 */
export type PlanVersionOption = Pick<PlanVersionSummary, 'number' | 'comment' | 'created_at'> & { id?: number };

export function usePlanVersions(planId: number | null) {
  return useQuery({ ...planVersionsQueryOptions(planId ?? 0), enabled: planId !== null });
}
