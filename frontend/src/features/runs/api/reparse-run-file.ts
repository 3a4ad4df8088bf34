import { api, unwrap } from '@/lib/api/client';
import { useApiMutation } from '@/lib/api/query';
import type { Job } from '@/lib/api/types';

import { runQueryKey } from './get-run';

/** Queues a fresh parse of one stored file (for instance after a parser fix). */
export async function reparseRunFile(fileId: number): Promise<Job> {
  return unwrap(
    await api.POST('/api/run-files/{id}/reparse/', { params: { path: { id: fileId } } }),
  );
}

export function useReparseRunFile(runId: number) {
  return useApiMutation(reparseRunFile, { invalidates: [runQueryKey(runId)] });
}
