import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';

import type { VersionSummary } from '../types';

export async function getVersions(planId: number): Promise<VersionSummary[]> {
  const body: unknown = unwrap(await api.GET('/api/plans/{id}/versions/', { params: { path: { id: planId } } }));
  // The endpoint answers a plain list; accept a page envelope too in case it is ever paginated.
  if (Array.isArray(body)) return body as VersionSummary[];
  return ((body as { results?: VersionSummary[] }).results ?? []) as VersionSummary[];
}

export const versionsQueryKey = (planId: number) => ['plans', 'versions', planId] as const;

export function versionsQueryOptions(planId: number) {
  return queryOptions({ queryKey: versionsQueryKey(planId), queryFn: () => getVersions(planId) });
}

export function useVersions(planId: number) {
  return useQuery(versionsQueryOptions(planId));
}
