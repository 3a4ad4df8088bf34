import { describe, expect, it } from 'vitest';

import { type EditorSession, editorSessionReducer as reduce, startSession } from './editor-session';

const conflict = { detail: 'Version 4 was saved meanwhile.', latest: 4, base: 2 };
const fresh = startSession({ initialBase: 2, latestNumber: 2, restoredFrom: null, canEdit: true });

describe('startSession', () => {
  it('opens on the initial base with nothing pending', () => {
    expect(fresh).toEqual({
      base: 2,
      restored: null,
      conflict: null,
      rebaseNote: null,
      rebasing: false,
      saveOpen: false,
      saveError: null,
    });
  });

  it('opens in conflict when an editor\'s draft started before the newest version', () => {
    const session = startSession({ initialBase: 2, latestNumber: 4, restoredFrom: null, canEdit: true });
    expect(session.conflict).toMatchObject({ latest: 4, base: 2 });
    expect(session.conflict?.detail).toContain('Version 4 was saved after the version your draft started from (2)');
  });

  it('shows no conflict to a reader, nor before any version exists', () => {
    expect(startSession({ initialBase: 2, latestNumber: 4, restoredFrom: null, canEdit: false }).conflict).toBeNull();
    expect(startSession({ initialBase: null, latestNumber: 4, restoredFrom: null, canEdit: true }).conflict).toBeNull();
  });

  it('keeps where a restored draft came from', () => {
    const restoredFrom = { source: 'browser', savedAt: '2026-11-23T10:00:00Z' } as const;
    expect(startSession({ initialBase: 1, latestNumber: 1, restoredFrom, canEdit: true }).restored).toEqual(restoredFrom);
  });
});

describe('editorSessionReducer', () => {
  it('opens the save dialog without the last error and closes it', () => {
    const failed: EditorSession = { ...fresh, saveError: 'Comment too long.' };
    const opened = reduce(failed, { type: 'save-opened' });
    expect(opened).toMatchObject({ saveOpen: true, saveError: null });
    expect(reduce(opened, { type: 'save-closed' }).saveOpen).toBe(false);
  });

  it('clears the error when a save starts and shows it when the save fails', () => {
    const started = reduce({ ...fresh, saveOpen: true, saveError: 'old' }, { type: 'save-started' });
    expect(started).toMatchObject({ saveOpen: true, saveError: null });
    expect(reduce(started, { type: 'save-failed', message: 'Invalid document.' })).toMatchObject({
      saveOpen: true,
      saveError: 'Invalid document.',
    });
  });

  it('moves to the saved version and drops every notice when a save succeeds', () => {
    const busy: EditorSession = {
      ...fresh,
      restored: { source: 'server', savedAt: '2026-11-23T10:00:00Z' },
      conflict,
      rebaseNote: 'carried over',
      saveOpen: true,
    };
    expect(reduce(busy, { type: 'saved', number: 5 })).toEqual({ ...fresh, base: 5 });
  });

  it('closes the dialog and shows the conflict when someone saved meanwhile', () => {
    const next = reduce({ ...fresh, saveOpen: true }, { type: 'save-conflicted', conflict });
    expect(next).toMatchObject({ conflict, saveOpen: false, base: 2 });
  });

  it('rebases onto the newer version with a note, or only stops when the rebase fails', () => {
    const rebasing = reduce({ ...fresh, conflict }, { type: 'rebase-started' });
    expect(rebasing.rebasing).toBe(true);
    expect(reduce(rebasing, { type: 'rebased', base: 4, note: '3 changes of yours now sit on version 4.' })).toMatchObject({
      base: 4,
      conflict: null,
      rebaseNote: '3 changes of yours now sit on version 4.',
      rebasing: false,
    });
    expect(reduce(rebasing, { type: 'rebase-failed' })).toEqual({ ...fresh, conflict });
  });

  it('dismisses the conflict and the note separately', () => {
    const both: EditorSession = { ...fresh, conflict, rebaseNote: 'note' };
    expect(reduce(both, { type: 'conflict-dismissed' })).toMatchObject({ conflict: null, rebaseNote: 'note' });
    expect(reduce(both, { type: 'note-dismissed' })).toMatchObject({ conflict, rebaseNote: null });
  });

  it('keeps a restored draft by hiding the notice only', () => {
    const restored: EditorSession = { ...fresh, restored: { source: 'server', savedAt: 'x' } };
    expect(reduce(restored, { type: 'draft-kept' })).toEqual(fresh);
  });

  it('discards a draft onto the version shown, or keeps the base when none was loaded', () => {
    const restored: EditorSession = { ...fresh, restored: { source: 'browser', savedAt: 'x' }, conflict };
    expect(reduce(restored, { type: 'draft-discarded', base: 4 })).toEqual({ ...fresh, base: 4 });
    expect(reduce(restored, { type: 'draft-discarded', base: null })).toEqual(fresh);
  });

  it('never changes the state it is given', () => {
    const frozen = Object.freeze({ ...fresh });
    expect(() => reduce(frozen, { type: 'saved', number: 3 })).not.toThrow();
    expect(frozen.base).toBe(2);
  });
});
