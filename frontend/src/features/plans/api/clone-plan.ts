import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';

import type { Plan } from '../types';
import { plansQueryKey } from './get-plans';

/** A new plan in the same project, starting from the latest version of this one. */
export async function clonePlan({ id, name }: { id: number; name: string }): Promise<Plan> {
  return unwrap(await api.POST('/api/plans/{id}/clone/', { params: { path: { id } }, body: { name } }));
}

export function useClonePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clonePlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plansQueryKey }),
  });
}
