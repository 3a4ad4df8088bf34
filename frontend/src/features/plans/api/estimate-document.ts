import { api, unwrap } from '@/lib/api/client';

import type { TopologyDocument } from '../types';
import type { PlanEstimate } from './get-estimate';

/**
 * The estimate of the document as the editor holds it, unsaved (nothing is stored). A document that does not parse
 * answers 400 with field-keyed messages (ApiError), like /api/validate/.
 */
export async function estimateDocument(planId: number, document: TopologyDocument, signal?: AbortSignal): Promise<PlanEstimate> {
  const result = await api.POST('/api/plans/{id}/estimate/', {
    params: { path: { id: planId } },
    // The editor's document may be invalid while typed; the server is the judge.
    body: document as never,
    signal,
  });
  return unwrap(result);
}
