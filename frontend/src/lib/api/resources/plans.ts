import { queryOptions } from '@tanstack/react-query';

import { apiGet, apiQueryOptions, getEveryPage } from '../query';
import type { paths } from '../schema';
import type { Schemas } from '../types';

/**
 * The plans resource (/api/plans/ and /api/plans/{id}/): one fetcher and one key per request, whichever feature
 * reads it, so a change to a plan refreshes every view of it (`planKeys.lists` covers every list). Features add
 * their own `select`, `placeholderData` or `staleTime` when they read.
 */
export type PlansQuery = NonNullable<paths['/api/plans/']['get']['parameters']['query']>;

export const planKeys = {
  lists: ['plans', 'list'] as const,
  list: (query: PlansQuery) => ['plans', 'list', query] as const,
  /** Every plan of a project, for pickers. */
  ofProject: (project: number) => ['plans', 'list', 'project', project] as const,
  detail: (planId: number) => ['plans', 'detail', planId] as const,
};

/** One page of plans, as the query asks. */
export function plansQueryOptions(query: PlansQuery) {
  return apiQueryOptions('/api/plans/', { params: { query } }, { queryKey: planKeys.list(query) });
}

/** Every plan of a project, archived ones included, for a picker (every page, at the largest page size). */
export function getProjectPlans(project: number): Promise<Schemas['Plan'][]> {
  return getEveryPage((page) => apiGet('/api/plans/', { params: { query: { project, archived: 'all', ...page } } }));
}

export function projectPlansQueryOptions(project: number) {
  return queryOptions({ queryKey: planKeys.ofProject(project), queryFn: () => getProjectPlans(project) });
}

/** One plan: its name, project and latest version. */
export function planQueryOptions(planId: number) {
  return apiQueryOptions('/api/plans/{id}/', { params: { path: { id: planId } } }, { queryKey: planKeys.detail(planId) });
}
