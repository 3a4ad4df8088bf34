import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api/query';
import type { Schemas } from '@/lib/api/types';

export type PlanOption = Pick<Schemas['Plan'], 'id' | 'name' | 'archived'>;

/** The project's plans, for the plan filter and the plan-version picker (first 200 is plenty for a picker). */
export async function getPlans(project: number): Promise<PlanOption[]> {
  const plans: PlanOption[] = [];
  for (let page = 1; page <= 4; page += 1) {
    const body = await apiGet('/api/plans/', { params: { query: { project, page, archived: 'all' } } });
    plans.push(...body.results);
    if (!body.next) break;
  }
  return plans;
}

export function plansQueryOptions(project: number) {
  return queryOptions({
    queryKey: ['runs', 'plan-options', project] as const,
    queryFn: () => getPlans(project),
    staleTime: 60_000,
  });
}

export const usePlans = (project: number) => useQuery(plansQueryOptions(project));
