import type { Store } from './store';

/**
 * Runs `task` now and again `delayMs` after the store's last change, aborting a run a newer change has made stale
 * (its signal). Returns the cleanup: unsubscribe, cancel the pending run, abort the one in flight.
 */
export function followStore<S>(store: Store<S>, delayMs: number, task: (signal: AbortSignal) => Promise<void>): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | null = null;

  const run = () => {
    controller?.abort();
    const current = new AbortController();
    controller = current;
    void task(current.signal);
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(run, delayMs);
  };

  run();
  const unsubscribe = store.subscribe(schedule);
  return () => {
    unsubscribe();
    clearTimeout(timer);
    controller?.abort();
  };
}
