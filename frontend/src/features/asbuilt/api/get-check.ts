import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';

import type { AsBuiltCheck } from '../types';
import { isCheckActive } from '../utils/check-state';

export async function getCheck(checkId: number): Promise<AsBuiltCheck> {
  return unwrap(await api.GET('/api/as-built/{id}/', { params: { path: { id: checkId } } }));
}

export const checkQueryKey = (checkId: number) => ['as-built', 'check', checkId] as const;

/** While the check's job is queued or running, the check is read again every second (files, findings and diff arrive together). */
export const CHECK_POLL_INTERVAL_MS = 1000;

export function checkQueryOptions(checkId: number) {
  return queryOptions({
    queryKey: checkQueryKey(checkId),
    queryFn: () => getCheck(checkId),
    refetchInterval: (query) => (isCheckActive(query.state.data) ? CHECK_POLL_INTERVAL_MS : false),
  });
}

export function useCheck(checkId: number | null) {
  return useQuery({ ...checkQueryOptions(checkId ?? 0), enabled: checkId !== null });
}
