import { useCallback, useSyncExternalStore } from 'react';

/**
 * A minimal external store. The editor keeps the document and the findings here instead of
 * React state, so a keystroke re-renders only the inputs whose value changed: each field
 * subscribes to its own slice through useStoreSelector.
 */
export type Store<S> = {
  get: () => S;
  set: (next: S) => void;
  subscribe: (listener: () => void) => () => void;
};

export function createStore<S>(initial: S): Store<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set: (next) => {
      if (Object.is(next, state)) return;
      state = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** Subscribes to one slice; the selector must return a stable value (a primitive, or a cached object). */
export function useStoreSelector<S, T>(store: Store<S>, selector: (state: S) => T): T {
  const getSnapshot = useCallback(() => selector(store.get()), [store, selector]);
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot);
}

/**
 * The editor's document. `load` replaces it without counting as an edit (opening a version,
 * after saving), so autosave ignores it while live validation still runs; `onEdit` sees every other change.
 */
export type DocumentStore<D> = Store<D> & { readonly silent: boolean; load: (next: D) => void };

export function createDocumentStore<D>(initial: D, onEdit?: (before: D, after: D) => D): DocumentStore<D> {
  const store = createStore(initial);
  let silent = false;
  return {
    ...store,
    // An edit passes through `onEdit` (the editor keeps the unknown list in step); loading a version does not.
    set: (next) => store.set(onEdit && !silent ? onEdit(store.get(), next) : next),
    get silent() {
      return silent;
    },
    load: (next) => {
      silent = true;
      try {
        store.set(next);
      } finally {
        silent = false;
      }
    },
  };
}
