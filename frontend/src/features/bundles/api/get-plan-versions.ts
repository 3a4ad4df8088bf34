import { useQuery } from '@tanstack/react-query';

import { type PlanVersionSummary, planVersionsQueryOptions } from '@/lib/api/resources/plan-versions';

/** The plan's saved versions, newest first. */
const newestFirst = (versions: PlanVersionSummary[]) => [...versions].sort((a, b) => b.number - a.number);

export function usePlanVersions(planId: number) {
  return useQuery({ ...planVersionsQueryOptions(planId), select: newestFirst });
}
