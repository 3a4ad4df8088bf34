import { queryOptions } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';

import type { PlanDraft } from '../types';
import { isTopologyDraft } from '../types/draft';

/**
 * The signed-in user's unsaved draft of a plan, or null when there is none (the server answers 204). A draft keeps
 * whatever was sent; one whose document is not a JSON object (only another API client could save that) cannot be
 * opened in the editor, so it counts as none.
 */
export async function getDraft(planId: number): Promise<PlanDraft | null> {
  const result = await api.GET('/api/plans/{id}/draft/', { params: { path: { id: planId } } });
  if (result.response.status === 204) return null;
  const draft = unwrap(result);
  return isTopologyDraft(draft.document) ? { ...draft, document: draft.document } : null;
}

export const draftQueryKey = (planId: number) => ['plans', 'draft', planId] as const;

/**
 * The draft as the editor opens with it. It must be read afresh on each visit, so it is never kept for long: the
 * route's loader drops what an earlier visit left and fetches it beside the plan, and the page takes that answer
 * (seconds old) instead of asking again.
 */
export const draftQueryOptions = (planId: number) =>
  queryOptions({ queryKey: draftQueryKey(planId), queryFn: () => getDraft(planId), staleTime: 5_000, gcTime: 5_000, retry: false });
