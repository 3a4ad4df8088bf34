import { useState } from 'react';

import type { TopologyDraft } from '@/features/plans/types';
import { fieldId } from '@/features/plans/utils/json-pointer';
import { reconcileUnknown } from '@/features/plans/utils/unknown-fields';
import { createDocumentStore, createStore, type DocumentStore, type Store } from '@/features/plans/utils/store';

import { type ChecksState, EMPTY_CHECKS } from './editor-context';

const FOCUSABLE = 'input:not([type=hidden]), select, textarea, button';

/**
 * Scrolls to and focuses the input for a pointer, or the nearest enclosing thing the editor shows
 * (a node row, a section) when the pointer names no single input.
 */
export function focusField(pointer: string): void {
  let current = pointer;
  for (;;) {
    const element = document.getElementById(fieldId(current));
    if (element) {
      const target =
        element.matches(FOCUSABLE) || element.tagName === 'SECTION' ? element : (element.querySelector<HTMLElement>(FOCUSABLE) ?? element);
      target.scrollIntoView({ block: 'center' });
      target.focus({ preventScroll: true });
      return;
    }
    if (current === '') return;
    current = current.slice(0, current.lastIndexOf('/'));
  }
}

export type EditorStores = { document: DocumentStore<TopologyDraft>; checks: Store<ChecksState> };

/** The stores live for the life of the editor; React never re-renders the form because of them. */
export function useEditorStores(initialDocument: TopologyDraft, initialChecks: ChecksState = EMPTY_CHECKS): EditorStores {
  const [stores] = useState(() => ({ document: createDocumentStore(initialDocument, reconcileUnknown), checks: createStore(initialChecks) }));
  return stores;
}
