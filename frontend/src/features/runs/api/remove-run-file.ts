import { api, unwrap } from '@/lib/api/client';
import { useApiMutation } from '@/lib/api/query';

import { runQueryKey } from './get-run';

/** Removes a file (an archive with its entries) from its run; the run's metrics are recomputed without it. */
export async function removeRunFile(fileId: number): Promise<void> {
  unwrap(await api.DELETE('/api/run-files/{id}/', { params: { path: { id: fileId } } }));
}

export function useRemoveRunFile(runId: number) {
  return useApiMutation(removeRunFile, { invalidates: [runQueryKey(runId)] });
}
