import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { AsBuiltCheck } from '../types';
import { checkQueryKey } from './get-check';
import { checksQueryKey } from './get-checks';
import { sendFiles } from './send-files';

export type UploadRequest = {
  planId: number;
  /** The check to add the files to; null starts a new check. */
  checkId: number | null;
  version: number | null;
  node: string | null;
  files: readonly File[];
};

/** POST /api/plans/{id}/as-built/ (a new check) or POST /api/as-built/{id}/files/ (more files for a check). */
export async function uploadFiles({ planId, checkId, version, node, files }: UploadRequest): Promise<AsBuiltCheck> {
  if (checkId === null) return (await sendFiles(`/api/plans/${planId}/as-built/`, { files, node, version })) as AsBuiltCheck;
  return (await sendFiles(`/api/as-built/${checkId}/files/`, { files, node })) as AsBuiltCheck;
}

export function useUploadFiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadFiles,
    onSuccess: (check, request) => {
      queryClient.setQueryData(checkQueryKey(check.id), check);
      void queryClient.invalidateQueries({ queryKey: checksQueryKey(request.planId) });
    },
  });
}
