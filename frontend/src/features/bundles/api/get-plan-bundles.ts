import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';

import { ACTIVE_BUNDLE_STATES, type Bundle } from '../types';

export async function getPlanBundles(planId: number): Promise<Bundle[]> {
  return unwrap(await api.GET('/api/plans/{plan_id}/bundles/', { params: { path: { plan_id: planId } } }));
}

export const planBundlesQueryKey = (planId: number) => ['bundles', 'list', planId] as const;

/** While a bundle of the plan is queued or rendering, the list refreshes every two seconds. */
export const BUNDLE_LIST_POLL_MS = 2000;

export function planBundlesQueryOptions(planId: number) {
  return queryOptions({
    queryKey: planBundlesQueryKey(planId),
    queryFn: () => getPlanBundles(planId),
    refetchInterval: (query) =>
      query.state.data?.some((bundle) => ACTIVE_BUNDLE_STATES.has(bundle.state)) ? BUNDLE_LIST_POLL_MS : false,
  });
}

export function usePlanBundles(planId: number) {
  return useQuery(planBundlesQueryOptions(planId));
}
