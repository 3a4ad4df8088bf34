import { useEffect, useRef } from 'react';

import { ApiError } from '@/lib/api/errors';

import { discardDraft, saveDraft, saveDraftOnExit } from '../api/save-draft';
import type { TopologyDraft } from '../types';
import { writeLocalDraft } from '../utils/local-draft';
import { createStore, type DocumentStore, type Store } from '../utils/store';

export const LOCAL_COPY_DEBOUNCE_MS = 200;
export const DRAFT_DEBOUNCE_MS = 800;

export type AutosaveState =
  | { state: 'idle' }
  | { state: 'pending' }
  | { state: 'saving' }
  | { state: 'saved'; at: string }
  | { state: 'offline'; at: string }
  /** The server answered 400: the draft cannot be stored as it is (sending it again would not help). */
  | { state: 'refused'; message: string };

export function createAutosaveStore(): Store<AutosaveState> {
  return createStore<AutosaveState>({ state: 'idle' });
}

/**
 * Keeps every change: a localStorage copy almost at once (survives a dropped connection) and the
 * server draft shortly after (survives a change of browser). On leaving the page the latest state
 * is written both ways immediately.
 */
export function useAutosave(options: {
  planId: number;
  document: DocumentStore<TopologyDraft>;
  status: Store<AutosaveState>;
  baseVersion: () => number | null;
  enabled: boolean;
}) {
  const { planId, document, status, baseVersion, enabled } = options;
  const baseRef = useRef(baseVersion);
  useEffect(() => {
    baseRef.current = baseVersion;
  });
  const controls = useRef({ cancel: () => {} });

  useEffect(() => {
    if (!enabled) return;
    let localTimer: ReturnType<typeof setTimeout> | undefined;
    let serverTimer: ReturnType<typeof setTimeout> | undefined;
    let dirty = false;
    let inFlight = false;
    let again = false;
    // Bumped by cancel(): a server copy sent before a version was saved (or the draft discarded) must not outlive it.
    let generation = 0;

    const writeLocal = () => {
      writeLocalDraft(planId, { document: document.get(), base_version: baseRef.current(), saved_at: new Date().toISOString() });
    };

    const pushToServer = async () => {
      if (inFlight) {
        again = true;
        return;
      }
      inFlight = true;
      dirty = false;
      const started = generation;
      status.set({ state: 'saving' });
      try {
        const draft = await saveDraft({ planId, document: document.get(), base_version: baseRef.current() });
        if (started === generation) {
          status.set({ state: 'saved', at: draft.updated_at });
        } else {
          // The copy reached the server after the save or discard that cancelled it: take it back, before any
          // newer change is sent (the next push waits for this one).
          await discardDraft(planId);
        }
      } catch (error) {
        if (error instanceof ApiError && error.status === 400) {
          // Kept in this browser; the fields show the same messages from the live check. The next change retries.
          status.set({ state: 'refused', message: error.message });
          return;
        }
        dirty = true;
        status.set({ state: 'offline', at: new Date().toISOString() });
      } finally {
        inFlight = false;
        if (again) {
          again = false;
          void pushToServer();
        }
      }
    };

    const onChange = () => {
      if (document.silent) return;
      dirty = true;
      status.set({ state: 'pending' });
      clearTimeout(localTimer);
      localTimer = setTimeout(writeLocal, LOCAL_COPY_DEBOUNCE_MS);
      clearTimeout(serverTimer);
      serverTimer = setTimeout(() => void pushToServer(), DRAFT_DEBOUNCE_MS);
    };

    const flush = () => {
      if (!dirty) return;
      clearTimeout(localTimer);
      clearTimeout(serverTimer);
      writeLocal();
      saveDraftOnExit({ planId, document: document.get(), base_version: baseRef.current() });
    };

    // Retry a failed save when the connection comes back.
    const onOnline = () => {
      if (dirty) void pushToServer();
    };

    controls.current.cancel = () => {
      generation += 1;
      again = false;
      dirty = false;
      clearTimeout(localTimer);
      clearTimeout(serverTimer);
      status.set({ state: 'idle' });
    };

    const unsubscribe = document.subscribe(onChange);
    window.addEventListener('pagehide', flush);
    window.addEventListener('online', onOnline);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('online', onOnline);
      // Leaving the editor inside the app: keep what was typed.
      flush();
    };
  }, [planId, document, status, enabled]);

  /** Drops pending saves (after a version was saved or the draft discarded). */
  return controls;
}
