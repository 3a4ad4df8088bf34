import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { planKeys, plansQueryOptions as plansResource } from '@/lib/api/resources/plans';

export type ArchivedFilter = 'false' | 'true' | 'all';
export type PlanOrdering = 'name' | '-name' | 'updated' | '-updated' | 'version' | '-version';
export type PlansFilter = { project: number; archived: ArchivedFilter; page: number; q?: string; ordering?: PlanOrdering };

export const plansQueryKey = planKeys.lists;

/** One page of a project's plans; a blank search and the default order (by name) are left out of the query. */
export function plansQueryOptions(filter: PlansFilter) {
  const { project, archived, page, q, ordering } = filter;
  const query = { project, archived, page, q: q?.trim() || undefined, ordering: ordering && ordering !== 'name' ? ordering : undefined };
  return { ...plansResource(query), placeholderData: keepPreviousData };
}

export const usePlans = (filter: PlansFilter) => useQuery(plansQueryOptions(filter));
