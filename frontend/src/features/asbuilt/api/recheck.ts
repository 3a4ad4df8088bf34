import { api, unwrap } from '@/lib/api/client';
import { useApiMutation } from '@/lib/api/query';

import { checkQueryKey } from './get-check';
import { checksQueryKey } from './get-checks';
import { multipart } from './upload-files';

export type RecheckRequest = { planId: number; checkId: number; node: string; files: readonly File[] };

/** The node's files uploaded again (after applying its remediation): a new check linked to this one. */
export async function recheck({ checkId, node, files }: RecheckRequest) {
  return unwrap(
    await api.POST('/api/as-built/{id}/recheck/', {
      params: { path: { id: checkId } },
      body: { node, files: files.map((file) => file.name) },
      bodySerializer: multipart(files),
    }),
  );
}

export const useRecheck = () =>
  useApiMutation(recheck, {
    update: (queryClient, check) => queryClient.setQueryData(checkQueryKey(check.id), check),
    invalidates: (_check, { planId, checkId }) => [checksQueryKey(planId), checkQueryKey(checkId)],
    background: true,
  });
