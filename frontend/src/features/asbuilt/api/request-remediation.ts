import { api, unwrap } from '@/lib/api/client';
import { useApiMutation } from '@/lib/api/query';

import { checkQueryKey } from './get-check';
import { remediationQueryKey } from './get-remediation';

/** Queue the remediation bundle of one node's differences; answers the queued remediation (polled until ready). */
export async function requestRemediation({ checkId, node }: { checkId: number; node: string }) {
  return unwrap(await api.POST('/api/as-built/{id}/remediation/', { params: { path: { id: checkId } }, body: { node } }));
}

export const useRequestRemediation = () =>
  useApiMutation(requestRemediation, {
    update: (queryClient, remediation) => queryClient.setQueryData(remediationQueryKey(remediation.id), remediation),
    invalidates: (_remediation, { checkId }) => [checkQueryKey(checkId)],
  });
