import { api, unwrap } from '@/lib/api/client';
import { useApiMutation } from '@/lib/api/query';

import { checkQueryKey } from './get-check';
import { checksQueryKey } from './get-checks';

/** Deletes a check with its stored files; the plan itself is untouched. */
export async function deleteCheck(checkId: number): Promise<void> {
  unwrap(await api.DELETE('/api/as-built/{id}/', { params: { path: { id: checkId } } }));
}

export function useDeleteCheck(planId: number) {
  return useApiMutation(deleteCheck, {
    update: (queryClient, _answer, checkId) => queryClient.removeQueries({ queryKey: checkQueryKey(checkId) }),
    invalidates: [checksQueryKey(planId)],
  });
}
