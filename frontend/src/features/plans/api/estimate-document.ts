import { api, unwrap } from '@/lib/api/client';

import type { TopologyDraft } from '../types';
import { asTopologyRequest } from '../types/draft';
import type { PlanEstimate } from './get-estimate';

/**
 * The estimate of the document as the editor holds it, unsaved (nothing is stored). A document that does not parse
 * answers 400 with field-keyed messages (ApiError), like /api/validate/.
 */
export async function estimateDocument(planId: number, document: TopologyDraft, signal?: AbortSignal): Promise<PlanEstimate> {
  const result = await api.POST('/api/plans/{id}/estimate/', {
    params: { path: { id: planId } },
    body: asTopologyRequest(document),
    signal,
  });
  return unwrap(result);
}
