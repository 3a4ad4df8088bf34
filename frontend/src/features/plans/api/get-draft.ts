import { api } from '@/lib/api/client';
import { normaliseApiError } from '@/lib/api/errors';

import type { Draft } from '../types';

/** The signed-in user's unsaved draft of a plan, or null when there is none (the server answers 204). */
export async function getDraft(planId: number): Promise<Draft | null> {
  const { data, error, response } = await api.GET('/api/plans/{id}/draft/', { params: { path: { id: planId } } });
  if (response.status === 204) return null;
  if (!response.ok || error !== undefined) throw normaliseApiError(response.status, error);
  return data as unknown as Draft;
}
