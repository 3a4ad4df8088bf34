import { useQuery } from '@tanstack/react-query';

import { projectPlansQueryOptions } from '@/lib/api/resources/plans';
import type { Schemas } from '@/lib/api/types';

export type PlanOption = Pick<Schemas['Plan'], 'id' | 'name' | 'archived'>;

const options = (plans: PlanOption[]): PlanOption[] => plans;

/** The project's plans, for the plan filter and the plan-version picker (the first 200 is plenty for a picker). */
export const usePlans = (project: number) => useQuery({ ...projectPlansQueryOptions(project), select: options, staleTime: 60_000 });
