import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';

export async function getChecks(planId: number, page: number) {
  return unwrap(await api.GET('/api/plans/{plan_id}/as-built/', { params: { path: { plan_id: planId }, query: { page } } }));
}

export const checksQueryKey = (planId: number) => ['as-built', 'plan-checks', planId] as const;

/** Earlier checks of a plan, newest first, one page at a time. */
export function checksQueryOptions(planId: number, page: number) {
  return queryOptions({
    queryKey: [...checksQueryKey(planId), page] as const,
    queryFn: () => getChecks(planId, page),
    placeholderData: keepPreviousData,
  });
}

export function useChecks(planId: number, page: number) {
  return useQuery(checksQueryOptions(planId, page));
}
