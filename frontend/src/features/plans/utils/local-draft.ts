import type { TopologyDocument } from '../types';

/** The browser's own copy of the draft, for when the server cannot be reached. */
export type LocalDraft = { document: TopologyDocument; base_version: number | null; saved_at: string };

const key = (planId: number) => `racplan.plan-draft.${planId}`;

export function readLocalDraft(planId: number): LocalDraft | null {
  try {
    const raw = window.localStorage.getItem(key(planId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as LocalDraft;
    return parsed && typeof parsed === 'object' && parsed.document ? parsed : null;
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
