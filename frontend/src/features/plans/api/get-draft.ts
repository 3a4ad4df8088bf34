import { api, unwrap } from '@/lib/api/client';

import type { Draft } from '../types';
import { withDocument } from './with-document';

/** The signed-in user's unsaved draft of a plan, or null when there is none (the server answers 204). */
export async function getDraft(planId: number): Promise<Draft | null> {
  const result = await api.GET('/api/plans/{id}/draft/', { params: { path: { id: planId } } });
  if (result.response.status === 204) return null;
  return withDocument(unwrap(result));
}
