import { api, unwrap } from '@/lib/api/client';
import { useApiMutation } from '@/lib/api/query';
import type { Job } from '@/lib/api/types';

import { runQueryKey } from './get-run';

/** Queues a fresh parse of every file of the run; answers with the jobs. */
export async function reparseRun(runId: number): Promise<Job[]> {
  return unwrap(await api.POST('/api/runs/{id}/reparse/', { params: { path: { id: runId } } }));
}

export function useReparseRun(runId: number) {
  return useApiMutation(() => reparseRun(runId), { invalidates: [runQueryKey(runId)] });
}
