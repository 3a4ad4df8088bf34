import { useEffect, useState } from 'react';

import { ApiError } from '@/lib/api/errors';

import { estimateDocument } from '../api/estimate-document';
import type { PlanEstimate } from '../api/get-estimate';
import type { TopologyDraft } from '../types';
import { followStore } from '../utils/follow-store';
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
export function useDocumentEstimate(planId: number, document: Store<TopologyDraft>): DocumentEstimate {
  const [state, setState] = useState<DocumentEstimate>({ status: 'pending', data: null });

  useEffect(
    () =>
      followStore(document, ESTIMATE_DEBOUNCE_MS, async (signal) => {
        setState((s) => ({ ...s, status: 'pending' }));
        try {
          const data = await estimateDocument(planId, document.get(), signal);
          if (!signal.aborted) setState({ status: 'ready', data });
        } catch (error) {
          if (signal.aborted) return;
          setState((s) => ({ ...s, status: error instanceof ApiError && error.status === 400 ? 'invalid' : 'failed' }));
        }
      }),
    [planId, document],
  );

  return state;
}
