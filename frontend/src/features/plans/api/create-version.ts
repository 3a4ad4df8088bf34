import { api, unwrap } from '@/lib/api/client';
import { planVersionQueryKey, planVersionsQueryKey } from '@/lib/api/resources/plan-versions';
import { useApiMutation } from '@/lib/api/query';

import type { TopologyDraft, VersionConflictBody, VersionDetail } from '../types';
import { planQueryKey } from './get-plan';
import { plansQueryKey } from './get-plans';

export type CreateVersionInput = { planId: number; document: TopologyDraft; comment: string; base_version: number | null };

/** Thrown when someone saved a newer version since the editor loaded its base; carries what changed. */
export class VersionConflictError extends Error {
  readonly conflict: VersionConflictBody;

  constructor(conflict: VersionConflictBody) {
    super(conflict.detail);
    this.name = 'VersionConflictError';
    this.conflict = conflict;
  }
}

/** The 409 body names the newest version; a 400 body is keyed by field. */
function isConflict(error: unknown): error is VersionConflictBody {
  return typeof error === 'object' && error !== null && 'latest' in error && typeof error.latest === 'number';
}

export async function createVersion({ planId, document, comment, base_version }: CreateVersionInput): Promise<VersionDetail> {
  const result = await api.POST('/api/plans/{id}/versions/', {
    params: { path: { id: planId } },
    body: { document, comment, base_version },
  });
  const { error } = result;
  if (result.response.status === 409 && isConflict(error)) throw new VersionConflictError(error);
  return unwrap(result);
}

export function useCreateVersion() {
  return useApiMutation(createVersion, {
    update: (queryClient, version, { planId }) => queryClient.setQueryData(planVersionQueryKey(planId, version.number), version),
    invalidates: (_version, { planId }) => [planVersionsQueryKey(planId), planQueryKey(planId), plansQueryKey],
    background: true,
  });
}
