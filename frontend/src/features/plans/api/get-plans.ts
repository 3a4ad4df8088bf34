import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import type { Paginated } from '@/lib/api/types';

import type { Plan } from '../types';

export type ArchivedFilter = 'false' | 'true' | 'all';
export type PlansFilter = { project: number; archived: ArchivedFilter; page: number };

export async function getPlans({ project, archived, page }: PlansFilter): Promise<Paginated<Plan>> {
  const body = unwrap(await api.GET('/api/plans/', { params: { query: { project, archived, page } } }));
  return body as unknown as Paginated<Plan>;
}

export const plansQueryKey = ['plans', 'list'] as const;

export function plansQueryOptions(filter: PlansFilter) {
  return queryOptions({
    queryKey: [...plansQueryKey, filter] as const,
    queryFn: () => getPlans(filter),
    placeholderData: keepPreviousData,
  });
}

export function usePlans(filter: PlansFilter) {
  return useQuery(plansQueryOptions(filter));
}
