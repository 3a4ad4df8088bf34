import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { apiQueryOptions } from '@/lib/api/query';

export const checksQueryKey = (planId: number) => ['as-built', 'plan-checks', planId] as const;

/** Earlier checks of a plan, newest first, one page at a time. */
export function checksQueryOptions(planId: number, page: number) {
  return apiQueryOptions('/api/plans/{plan_id}/as-built/', { params: { path: { plan_id: planId }, query: { page } } }, {
    queryKey: [...checksQueryKey(planId), page] as const,
    placeholderData: keepPreviousData,
  });
}

export const useChecks = (planId: number, page: number) => useQuery(checksQueryOptions(planId, page));
