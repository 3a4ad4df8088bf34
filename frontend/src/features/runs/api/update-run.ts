import { api, unwrap } from '@/lib/api/client';
import { useApiMutation } from '@/lib/api/query';

import type { RunDetail, Tags } from '../types';
import { runQueryKey } from './get-run';
import { runsQueryKey } from './get-runs';

export type UpdateRunInput = {
  label?: string;
  tags?: Tags;
  plan_version?: number | null;
};

export async function updateRun(runId: number, input: UpdateRunInput): Promise<RunDetail> {
  return unwrap(
    await api.PATCH('/api/runs/{id}/', { params: { path: { id: runId } }, body: input }),
  );
}

export function useUpdateRun(runId: number) {
  return useApiMutation((input: UpdateRunInput) => updateRun(runId, input), {
    // The answer is the full detail (linking a plan also refreshes the drift), so use it as is.
    update: (queryClient, run) => queryClient.setQueryData(runQueryKey(runId), run),
    invalidates: [runsQueryKey],
  });
}
