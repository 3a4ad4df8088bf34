import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet, getEveryPage } from '@/lib/api/query';

import { ACTIVE_BUNDLE_STATES } from '../types';

export const planBundlesQueryKey = (planId: number) => ['bundles', 'list', planId] as const;

/** While a bundle of the plan is queued or rendering, the list refreshes every two seconds. */
export const BUNDLE_LIST_POLL_MS = 2000;

/** Every bundle of the plan, newest first (every page: the table lists them all). */
export function planBundlesQueryOptions(planId: number) {
  return queryOptions({
    queryKey: planBundlesQueryKey(planId),
    queryFn: () => getEveryPage((page) => apiGet('/api/plans/{plan_id}/bundles/', { params: { path: { plan_id: planId }, query: page } })),
    refetchInterval: (query) =>
      query.state.data?.some((bundle) => ACTIVE_BUNDLE_STATES.has(bundle.state)) ? BUNDLE_LIST_POLL_MS : false,
  });
}

export const usePlanBundles = (planId: number) => useQuery(planBundlesQueryOptions(planId));
