import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';

import type { VersionDetail } from '../types';
import { withDocument } from './with-document';

export async function getVersion(planId: number, number: number): Promise<VersionDetail> {
  return withDocument(
    unwrap(
      await api.GET('/api/plans/{id}/versions/{number}/', { params: { path: { id: planId, number: String(number) } } }),
    ),
  );
}

export const versionQueryKey = (planId: number, number: number) => ['plans', 'version', planId, number] as const;

/** Versions never change once saved, so they are cached for good. */
export function versionQueryOptions(planId: number, number: number) {
  return queryOptions({
    queryKey: versionQueryKey(planId, number),
    queryFn: () => getVersion(planId, number),
    staleTime: Infinity,
  });
}

export function useVersion(planId: number, number: number | null) {
  return useQuery({ ...versionQueryOptions(planId, number ?? 0), enabled: number !== null && number > 0 });
}
