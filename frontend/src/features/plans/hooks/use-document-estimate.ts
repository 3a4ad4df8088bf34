import { useEffect, useState } from 'react';

import { ApiError } from '@/lib/api/errors';

import { estimateDocument } from '../api/estimate-document';
import type { PlanEstimate } from '../api/get-estimate';
import type { TopologyDocument } from '../types';
import type { Store } from '../utils/store';

export const ESTIMATE_DEBOUNCE_MS = 400;

export type DocumentEstimate = {
  /** pending: a newer document is being estimated; invalid: the document does not parse (400); failed: anything else. */
  status: 'pending' | 'ready' | 'invalid' | 'failed';
  /** The last estimate the server gave (kept while a newer one is pending or the document is invalid). */
  data: PlanEstimate | null;
};

/**
 * Estimates the document as edited ~400 ms after the last change, cancelling a request a newer change has made stale,
 * so the panel follows what the architect types. The last answer stays shown while the next is on its way.
 */
export function useDocumentEstimate(planId: number, document: Store<TopologyDocument>): DocumentEstimate {
  const [state, setState] = useState<DocumentEstimate>({ status: 'pending', data: null });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | null = null;

    const run = async () => {
      controller?.abort();
      const current = new AbortController();
      controller = current;
      setState((s) => ({ ...s, status: 'pending' }));
      try {
        const data = await estimateDocument(planId, document.get(), current.signal);
        if (!current.signal.aborted) setState({ status: 'ready', data });
      } catch (error) {
        if (current.signal.aborted) return;
        setState((s) => ({ ...s, status: error instanceof ApiError && error.status === 400 ? 'invalid' : 'failed' }));
      }
    };

    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void run(), ESTIMATE_DEBOUNCE_MS);
    };

    void run();
    const unsubscribe = document.subscribe(schedule);
    return () => {
      unsubscribe();
      clearTimeout(timer);
      controller?.abort();
    };
  }, [planId, document]);

  return state;
}
