import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';

import { runQueryKey } from './get-run';

/** Removes a file (an archive with its entries) from its run; the run's metrics are recomputed without it. */
export async function removeRunFile(fileId: number): Promise<void> {
  unwrap(await api.DELETE('/api/run-files/{id}/', { params: { path: { id: fileId } } }));
}

export function useRemoveRunFile(runId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeRunFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: runQueryKey(runId) }),
  });
}
