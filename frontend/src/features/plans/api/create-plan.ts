import { api, unwrap } from '@/lib/api/client';
import { useApiMutation } from '@/lib/api/query';
import type { RequestBodyOf } from '@/lib/api/types';

import type { Plan } from '../types';
import { plansQueryKey } from './get-plans';

/** Blank (no document, no reference), from a reference plan (its slug) or from a document. */
export type CreatePlanInput = RequestBodyOf<'/api/plans/', 'post'>;

export async function createPlan(input: CreatePlanInput): Promise<Plan> {
  return unwrap(await api.POST('/api/plans/', { body: input }));
}

export const useCreatePlan = () => useApiMutation(createPlan, { invalidates: [plansQueryKey] });
