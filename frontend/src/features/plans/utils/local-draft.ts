import type { TopologyDraft } from '../types';
import { isTopologyDraft } from '../types/draft';

/** The browser's own copy of the draft, for when the server cannot be reached. */
export type LocalDraft = { document: TopologyDraft; base_version: number | null; saved_at: string };

const key = (planId: number) => `racplan.plan-draft.${planId}`;

export function readLocalDraft(planId: number): LocalDraft | null {
  try {
    const raw = window.localStorage.getItem(key(planId));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || !('document' in parsed) || !isTopologyDraft(parsed.document)) return null;
    const base = 'base_version' in parsed && typeof parsed.base_version === 'number' ? parsed.base_version : null;
    const at = 'saved_at' in parsed && typeof parsed.saved_at === 'string' ? parsed.saved_at : '';
    return { document: parsed.document, base_version: base, saved_at: at };
  } catch {
    return null;
  }
}

export function writeLocalDraft(planId: number, draft: LocalDraft): void {
  try {
    window.localStorage.setItem(key(planId), JSON.stringify(draft));
  } catch {
    // Quota or private mode: the server copy still protects the work.
  }
}

export function clearLocalDraft(planId: number): void {
  try {
    window.localStorage.removeItem(key(planId));
  } catch {
    // Nothing to do.
  }
}
