import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import { planVersionsQueryKey } from '@/lib/api/plan-versions';

import type { VersionDetail } from '../types';
import { withDocument } from './with-document';
import { planQueryKey } from './get-plan';
import { plansQueryKey } from './get-plans';

/** Saves an old version's document again, as the newest version. */
export async function restoreVersion({ planId, number, comment = '' }: { planId: number; number: number; comment?: string }): Promise<VersionDetail> {
  return withDocument(
    unwrap(
      await api.POST('/api/plans/{id}/versions/{number}/restore/', {
        params: { path: { id: planId, number: String(number) } },
        body: { comment },
      }),
    ),
  );
}

export function useRestoreVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreVersion,
    onSuccess: (_version, { planId }) => {
      void queryClient.invalidateQueries({ queryKey: planVersionsQueryKey(planId) });
      void queryClient.invalidateQueries({ queryKey: planQueryKey(planId) });
      void queryClient.invalidateQueries({ queryKey: plansQueryKey });
    },
  });
}
