import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import type { Job } from '@/lib/api/types';

import { runQueryKey } from './get-run';

/** Queues a fresh parse of every file of the run; answers with the jobs. */
export async function reparseRun(runId: number): Promise<Job[]> {
  return unwrap(await api.POST('/api/runs/{id}/reparse/', { params: { path: { id: runId } } }));
}

export function useReparseRun(runId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => reparseRun(runId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: runQueryKey(runId) }),
  });
}
