import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import type { RequestBodyOf } from '@/lib/api/types';

import type { Plan } from '../types';
import { plansQueryKey } from './get-plans';

/** Blank (no document, no reference), from a reference plan (its slug) or from a document. */
export type CreatePlanInput = RequestBodyOf<'/api/plans/', 'post'>;

export async function createPlan(input: CreatePlanInput): Promise<Plan> {
  return unwrap(await api.POST('/api/plans/', { body: input }));
}

export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plansQueryKey }),
  });
}
