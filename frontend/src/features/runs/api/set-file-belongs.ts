import { api, unwrap } from '@/lib/api/client';
import { useApiMutation } from '@/lib/api/query';

import type { RunDetail } from '../types';
import { runQueryKey } from './get-run';
import { runsQueryKey } from './get-runs';

export type FileBelongsInput = { fileId: number; belongs: boolean };

/**
 * Says whether a file set aside (another database, instance or period than the run's main report) belongs to the
 * run after all; the answer is the run with its metrics recomputed.
 */
export async function setFileBelongs({ fileId, belongs }: FileBelongsInput): Promise<RunDetail> {
  return unwrap(
    await api.POST('/api/run-files/{id}/belongs/', { params: { path: { id: fileId } }, body: { belongs } }),
  );
}

export function useSetFileBelongs(runId: number) {
  return useApiMutation(setFileBelongs, {
    update: (queryClient, run) => queryClient.setQueryData(runQueryKey(runId), run),
    invalidates: [runsQueryKey],
  });
}
