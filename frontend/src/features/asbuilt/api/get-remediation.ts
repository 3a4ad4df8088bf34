import { useQuery } from '@tanstack/react-query';

import { apiQueryOptions } from '@/lib/api/query';

import { isCheckActive } from '../utils/check-state';

export const remediationQueryKey = (remediationId: number) => ['as-built', 'remediation', remediationId] as const;

/** While its job is queued or running, the remediation is read again every second (its files arrive at once). */
export const REMEDIATION_POLL_MS = 1000;

export function remediationQueryOptions(remediationId: number) {
  return apiQueryOptions('/api/as-built-remediations/{id}/', { params: { path: { id: remediationId } } }, {
    queryKey: remediationQueryKey(remediationId),
    // A remediation's states are a check's: queued and running are the ones still changing.
    refetchInterval: (query) => (isCheckActive(query.state.data) ? REMEDIATION_POLL_MS : false),
  });
}

export const useRemediation = (remediationId: number) => useQuery(remediationQueryOptions(remediationId));
