import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';

import type { ReferencePlan } from '../types';

/** The configurations the five studies tested, to start a plan from. */
export async function getReferencePlans(): Promise<ReferencePlan[]> {
  return unwrap(await api.GET('/api/reference-plans/'));
}

export const referencePlansQueryOptions = () =>
  queryOptions({ queryKey: ['plans', 'reference'] as const, queryFn: getReferencePlans, staleTime: Infinity });

export function useReferencePlans(options: { enabled?: boolean } = {}) {
  return useQuery({ ...referencePlansQueryOptions(), enabled: options.enabled ?? true });
}
