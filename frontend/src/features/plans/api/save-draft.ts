import { api, unwrap } from '@/lib/api/client';
import { CSRF_COOKIE, CSRF_HEADER, ensureCsrfCookie, readCookie } from '@/lib/api/csrf';

import type { SavedDraft, TopologyDraft } from '../types';

export type DraftInput = { planId: number; document: TopologyDraft; base_version: number | null };

/** Keeps what the user typed on the server (valid or not); the editor calls it debounced. */
export async function saveDraft({ planId, document, base_version }: DraftInput): Promise<SavedDraft> {
  return unwrap(await api.PUT('/api/plans/{id}/draft/', { params: { path: { id: planId } }, body: { document, base_version } }));
}

/**
 * The same PUT sent with keepalive, for when the page is being closed or reloaded: the browser
 * finishes the request even after the page is gone. Best effort; the local copy covers a failure.
 */
export function saveDraftOnExit({ planId, document, base_version }: DraftInput): void {
  const token = readCookie(CSRF_COOKIE);
  if (!token) {
    void ensureCsrfCookie();
    return;
  }
  const body = JSON.stringify({ document, base_version });
  // keepalive bodies are capped at 64 KB by browsers; larger drafts rely on the regular autosave.
  if (body.length > 60_000) return;
  void fetch(`/api/plans/${planId}/draft/`, {
    method: 'PUT',
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', [CSRF_HEADER]: token },
    body,
  }).catch(() => undefined);
}

export async function discardDraft(planId: number): Promise<void> {
  const { error, response } = await api.DELETE('/api/plans/{id}/draft/', { params: { path: { id: planId } } });
  if (!response.ok && response.status !== 404) unwrap({ error: error ?? {}, response });
}
