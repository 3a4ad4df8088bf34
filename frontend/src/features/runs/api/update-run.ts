import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateRunInput) => updateRun(runId, input),
    onSuccess: (run) => {
      // The answer is the full detail (linking a plan also refreshes the drift), so use it as is.
      queryClient.setQueryData(runQueryKey(runId), run);
      return queryClient.invalidateQueries({ queryKey: runsQueryKey });
    },
  });
}
