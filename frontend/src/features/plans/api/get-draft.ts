import { api, unwrap } from '@/lib/api/client';
import { isJsonObject } from '@/lib/api/json';

import type { Draft } from '../types';

/**
 * The signed-in user's unsaved draft of a plan, or null when there is none (the server answers 204). A draft keeps
 * whatever was sent; one whose document is not a JSON object (only another API client could save that) cannot be
 * opened in the editor, so it counts as none.
 */
export async function getDraft(planId: number): Promise<Draft | null> {
  const result = await api.GET('/api/plans/{id}/draft/', { params: { path: { id: planId } } });
  if (result.response.status === 204) return null;
  const draft = unwrap(result);
  return isJsonObject(draft.document) ? { ...draft, document: draft.document } : null;
}
