import { api, unwrap } from '@/lib/api/client';
import { useApiMutation } from '@/lib/api/query';

import type { RunDetail, Tags } from '../types';
import { runsQueryKey } from './get-runs';

export type CreateRunInput = {
  project: number;
  label: string;
  plan_version?: number | null;
  date?: string | null;
  workload?: string;
  users?: number | null;
  notes?: string;
  tags?: Tags;
};

export async function createRun(input: CreateRunInput): Promise<RunDetail> {
  return unwrap(await api.POST('/api/runs/', { body: input }));
}

export const useCreateRun = () => useApiMutation(createRun, { invalidates: [runsQueryKey] });
