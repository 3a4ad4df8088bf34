import { useEffect } from 'react';

import { ApiError } from '@/lib/api/errors';

import { validateDocument } from '../api/validate-document';
import { type ChecksState, indexFindings } from '../components/editor/editor-context';
import type { TopologyDraft } from '../types';
import { fieldErrorsToPointers } from '../utils/field-errors';
import { followStore } from '../utils/follow-store';
import type { Store } from '../utils/store';

export const VALIDATION_DEBOUNCE_MS = 300;

/**
 * Validates the document against the rule catalogue ~300 ms after the last change, cancelling
 * a check that a newer change has made stale. Findings and 400 messages go into the checks store.
 */
export function useLiveValidation(document: Store<TopologyDraft>, checks: Store<ChecksState>, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    return followStore(document, VALIDATION_DEBOUNCE_MS, async (signal) => {
      checks.set({ ...checks.get(), status: 'checking' });
      try {
        const result = await validateDocument(document.get(), signal);
        if (signal.aborted) return;
        // An imported cluster's unknown fields come back field-keyed: each shows against its field until chosen.
        const errors = fieldErrorsToPointers(result.unknown ?? {});
        checks.set({ status: 'valid', result, byPointer: indexFindings(result.findings), errors, failure: null });
      } catch (error) {
        if (signal.aborted) return;
        if (error instanceof ApiError && error.status === 400) {
          // The last findings stay visible (marked as from the last valid state) next to the field errors.
          checks.set({ ...checks.get(), status: 'invalid', errors: fieldErrorsToPointers(error.fieldErrors), failure: null });
        } else {
          checks.set({ ...checks.get(), status: 'failed', failure: error });
        }
      }
    });
  }, [document, checks, enabled]);
}
