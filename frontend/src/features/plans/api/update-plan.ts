import { api, unwrap } from '@/lib/api/client';
import { useApiMutation } from '@/lib/api/query';

import type { Plan } from '../types';
import { planQueryKey } from './get-plan';
import { plansQueryKey } from './get-plans';

export type UpdatePlanInput = { id: number; name?: string; description?: string; archived?: boolean };

/** Rename, describe, archive or unarchive a plan. */
export async function updatePlan({ id, ...changes }: UpdatePlanInput): Promise<Plan> {
  return unwrap(await api.PATCH('/api/plans/{id}/', { params: { path: { id } }, body: changes }));
}

export function useUpdatePlan() {
  return useApiMutation(updatePlan, {
    update: (queryClient, plan) => queryClient.setQueryData(planQueryKey(plan.id), plan),
    invalidates: [plansQueryKey],
  });
}
