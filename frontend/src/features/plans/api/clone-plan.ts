import { api, unwrap } from '@/lib/api/client';
import { useApiMutation } from '@/lib/api/query';

import type { Plan } from '../types';
import { plansQueryKey } from './get-plans';

/** A new plan in the same project, starting from the latest version of this one. */
export async function clonePlan({ id, name }: { id: number; name: string }): Promise<Plan> {
  return unwrap(await api.POST('/api/plans/{id}/clone/', { params: { path: { id } }, body: { name } }));
}

export const useClonePlan = () => useApiMutation(clonePlan, { invalidates: [plansQueryKey] });
