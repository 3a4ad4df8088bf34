import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api/query';

import type { PlanSummary } from '../types';

/** The plans of a project (first page, by name), for picking a bundle of another plan to compare with. */
export async function getProjectPlans(project: number): Promise<PlanSummary[]> {
  return (await apiGet('/api/plans/', { params: { query: { project, archived: 'all' } } })).results;
}

export function projectPlansQueryOptions(project: number) {
  return queryOptions({ queryKey: ['bundles', 'project-plans', project] as const, queryFn: () => getProjectPlans(project), staleTime: 30_000 });
}

export function useProjectPlans(project: number | undefined) {
  return useQuery({ ...projectPlansQueryOptions(project ?? 0), enabled: project !== undefined && project > 0 });
}
