import { useQuery } from '@tanstack/react-query';

import { projectPlansQueryOptions } from '@/lib/api/resources/plans';

import type { PlanSummary } from '../types';

const summaries = (plans: PlanSummary[]): PlanSummary[] => plans;

/** The plans of a project, for picking a bundle of another plan to compare with. */
export function useProjectPlans(project: number | undefined) {
  return useQuery({ ...projectPlansQueryOptions(project ?? 0), select: summaries, staleTime: 30_000, enabled: project !== undefined && project > 0 });
}
