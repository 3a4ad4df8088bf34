import { useQuery } from '@tanstack/react-query';

import { apiQueryOptions } from '@/lib/api/query';

import { isCheckActive } from '../utils/check-state';

export const checkQueryKey = (checkId: number) => ['as-built', 'check', checkId] as const;

/** While the check's job is queued or running, the check is read again every second (files, findings and diff arrive together). */
export const CHECK_POLL_INTERVAL_MS = 1000;

export function checkQueryOptions(checkId: number) {
  return apiQueryOptions('/api/as-built/{id}/', { params: { path: { id: checkId } } }, {
    queryKey: checkQueryKey(checkId),
    refetchInterval: (query) => (isCheckActive(query.state.data) ? CHECK_POLL_INTERVAL_MS : false),
  });
}

export const useCheck = (checkId: number | null) => useQuery({ ...checkQueryOptions(checkId ?? 0), enabled: checkId !== null });
