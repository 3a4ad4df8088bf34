import type { RestoredFrom, VersionConflictBody } from '../types';

/**
 * What the plan editor knows about its session beyond the document itself: which saved version the document
 * sits on, the restored-draft notice, a save conflict and its rebase, and the save dialog. One reducer, so every
 * event (a save, a conflict, a rebase, a discard) moves all of these together.
 */
export type EditorSession = {
  /** The saved version the document is based on; null before the first save. */
  base: number | null;
  /** Where an unsaved draft shown on opening came from, until the user keeps or discards it. */
  restored: RestoredFrom;
  /** A newer version saved by someone else, until it is rebased onto or dismissed. */
  conflict: VersionConflictBody | null;
  /** What a rebase carried over, until dismissed or the next save. */
  rebaseNote: string | null;
  rebasing: boolean;
  saveOpen: boolean;
  saveError: string | null;
};

export type EditorSessionEvent =
  | { type: 'save-opened' }
  | { type: 'save-closed' }
  | { type: 'save-started' }
  | { type: 'saved'; number: number }
  | { type: 'save-conflicted'; conflict: VersionConflictBody }
  | { type: 'save-failed'; message: string }
  | { type: 'rebase-started' }
  | { type: 'rebased'; base: number; note: string }
  | { type: 'rebase-failed' }
  | { type: 'conflict-dismissed' }
  | { type: 'note-dismissed' }
  | { type: 'draft-kept' }
  /** `base` is the version now shown, or null when there was none to load (the base stays). */
  | { type: 'draft-discarded'; base: number | null };

export type EditorSessionStart = {
  initialBase: number | null;
  latestNumber: number | null;
  restoredFrom: RestoredFrom;
  canEdit: boolean;
};

/** The session as the editor opens: an editor whose draft started before the newest version opens in conflict. */
export function startSession({ initialBase, latestNumber, restoredFrom, canEdit }: EditorSessionStart): EditorSession {
  const behind = canEdit && latestNumber !== null && initialBase !== null && latestNumber > initialBase;
  return {
    base: initialBase,
    restored: restoredFrom,
    conflict: behind
      ? {
          detail: `Version ${latestNumber} was saved after the version your draft started from (${initialBase}).`,
          latest: latestNumber,
          base: initialBase,
        }
      : null,
    rebaseNote: null,
    rebasing: false,
    saveOpen: false,
    saveError: null,
  };
}

export function editorSessionReducer(state: EditorSession, event: EditorSessionEvent): EditorSession {
  switch (event.type) {
    case 'save-opened':
      return { ...state, saveOpen: true, saveError: null };
    case 'save-closed':
      return { ...state, saveOpen: false };
    case 'save-started':
      return { ...state, saveError: null };
    case 'saved':
      return { ...state, base: event.number, conflict: null, restored: null, rebaseNote: null, saveOpen: false };
    case 'save-conflicted':
      return { ...state, conflict: event.conflict, saveOpen: false };
    case 'save-failed':
      return { ...state, saveError: event.message };
    case 'rebase-started':
      return { ...state, rebasing: true };
    case 'rebased':
      return { ...state, base: event.base, conflict: null, rebaseNote: event.note, rebasing: false };
    case 'rebase-failed':
      return { ...state, rebasing: false };
    case 'conflict-dismissed':
      return { ...state, conflict: null };
    case 'note-dismissed':
      return { ...state, rebaseNote: null };
    case 'draft-kept':
      return { ...state, restored: null };
    case 'draft-discarded':
      return { ...state, base: event.base ?? state.base, restored: null, conflict: null };
  }
}
