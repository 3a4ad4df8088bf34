import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { normaliseApiError } from '@/lib/api/errors';
import { planVersionQueryKey, planVersionsQueryKey } from '@/lib/api/plan-versions';

import type { TopologyDocument, VersionConflictBody, VersionDetail } from '../types';
import { planQueryKey } from './get-plan';
import { plansQueryKey } from './get-plans';

export type CreateVersionInput = { planId: number; document: TopologyDocument; comment: string; base_version: number | null };

/** Thrown when someone saved a newer version since the editor loaded its base; carries what changed. */
export class VersionConflictError extends Error {
  readonly conflict: VersionConflictBody;

  constructor(conflict: VersionConflictBody) {
    super(conflict.detail);
    this.name = 'VersionConflictError';
    this.conflict = conflict;
  }
}

export async function createVersion({ planId, document, comment, base_version }: CreateVersionInput): Promise<VersionDetail> {
  const { data, error, response } = await api.POST('/api/plans/{id}/versions/', {
    params: { path: { id: planId } },
    body: { document, comment, base_version },
  });
  if (response.status === 409 && error && typeof error === 'object' && 'latest' in error) {
    throw new VersionConflictError(error as unknown as VersionConflictBody);
  }
  if (!response.ok || error !== undefined) throw normaliseApiError(response.status, error);
  return data as unknown as VersionDetail;
}

export function useCreateVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVersion,
    onSuccess: (version, { planId }) => {
      queryClient.setQueryData(planVersionQueryKey(planId, version.number), version);
      void queryClient.invalidateQueries({ queryKey: planVersionsQueryKey(planId) });
      void queryClient.invalidateQueries({ queryKey: planQueryKey(planId) });
      void queryClient.invalidateQueries({ queryKey: plansQueryKey });
    },
  });
}
