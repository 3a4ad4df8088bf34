import { api, unwrap } from '@/lib/api/client';
import { planVersionsQueryKey } from '@/lib/api/resources/plan-versions';
import { useApiMutation } from '@/lib/api/query';

import type { VersionDetail } from '../types';
import { planQueryKey } from './get-plan';
import { plansQueryKey } from './get-plans';

/** Saves an old version's document again, as the newest version. */
export async function restoreVersion({ planId, number, comment = '' }: { planId: number; number: number; comment?: string }): Promise<VersionDetail> {
  return unwrap(
    await api.POST('/api/plans/{id}/versions/{number}/restore/', {
      params: { path: { id: planId, number: String(number) } },
      body: { comment },
    }),
  );
}

export function useRestoreVersion() {
  return useApiMutation(restoreVersion, {
    invalidates: (_version, { planId }) => [planVersionsQueryKey(planId), planQueryKey(planId), plansQueryKey],
    background: true,
  });
}
