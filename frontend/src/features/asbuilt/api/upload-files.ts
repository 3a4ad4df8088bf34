import { api, unwrap } from '@/lib/api/client';
import { useApiMutation } from '@/lib/api/query';

import type { AsBuiltCheck } from '../types';
import { checkQueryKey } from './get-check';
import { checksQueryKey } from './get-checks';

export type UploadRequest = {
  planId: number;
  /** The check to add the files to; null starts a new check. */
  checkId: number | null;
  version: number | null;
  /** Host name, "cluster", or null for an archive whose top folders name the nodes. */
  node: string | null;
  files: readonly File[];
};

/**
 * The multipart body: the schema's scalar fields as they are, and the chosen File objects under "files" (the
 * schema can only name them as binary strings, so the files themselves come from the request, not the body).
 */
export function multipart(files: readonly File[]) {
  return (fields: { version?: number | null; node?: string }) => {
    const form = new FormData();
    for (const file of files) form.append('files', file, file.name);
    if (fields.node) form.append('node', fields.node);
    if (fields.version) form.append('version', String(fields.version));
    return form;
  };
}

/** POST /api/plans/{plan_id}/as-built/ (a new check) or POST /api/as-built/{id}/files/ (more files for a check). */
export async function uploadFiles({ planId, checkId, version, node, files }: UploadRequest): Promise<AsBuiltCheck> {
  const names = files.map((file) => file.name);
  if (checkId === null) {
    return unwrap(
      await api.POST('/api/plans/{plan_id}/as-built/', {
        params: { path: { plan_id: planId } },
        body: { version, node: node ?? '', files: names },
        bodySerializer: multipart(files),
      }),
    );
  }
  return unwrap(
    await api.POST('/api/as-built/{id}/files/', {
      params: { path: { id: checkId } },
      body: { node: node ?? '', files: names },
      bodySerializer: multipart(files),
    }),
  );
}

export function useUploadFiles() {
  return useApiMutation(uploadFiles, {
    update: (queryClient, check) => queryClient.setQueryData(checkQueryKey(check.id), check),
    invalidates: (_check, request) => [checksQueryKey(request.planId)],
    background: true,
  });
}
