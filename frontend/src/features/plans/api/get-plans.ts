import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import type { Paginated } from '@/lib/api/types';

import type { Plan } from '../types';

export type ArchivedFilter = 'false' | 'true' | 'all';
export type PlanOrdering = 'name' | '-name' | 'updated' | '-updated' | 'version' | '-version';
export type PlansFilter = { project: number; archived: ArchivedFilter; page: number; q?: string; ordering?: PlanOrdering };

export async function getPlans({ project, archived, page, q, ordering }: PlansFilter): Promise<Paginated<Plan>> {
  const query = { project, archived, page, q: q?.trim() || undefined, ordering: ordering && ordering !== 'name' ? ordering : undefined };
  const body = unwrap(await api.GET('/api/plans/', { params: { query } }));
  return body;
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
