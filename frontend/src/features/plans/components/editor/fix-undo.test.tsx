import { describe, expect, it } from 'vitest';

import type { TopologyDraft } from '@/features/plans/types';
import { createDocumentStore, createStore } from '@/features/plans/utils/store';
import { finding as makeFinding, validationResult } from '@/testing/factories';

import { type ChecksState, EMPTY_CHECKS, indexFindings } from './editor-context';
import { applyFixWithUndo } from './fix-undo';

const doc: TopologyDraft = { cluster: { name: 'c' }, interconnect: { type: 'osa_1gbe', mtu: 1492 } };
const finding = makeFinding({
  rule: 'NET001',
  title: 'Jumbo frames on the interconnect',
  paths: ['/interconnect/mtu'],
  fix: { title: 'Set the interconnect MTU to 8992', patch: [{ op: 'replace', path: '/interconnect/mtu', value: 8992 }] },
});
const other = { ...finding, rule: 'NET002', fix: null };

function stores() {
  const findings = [finding, other];
  const checks = createStore<ChecksState>({
    ...EMPTY_CHECKS,
    status: 'valid',
    result: validationResult({ findings }),
    byPointer: indexFindings(findings),
  });
  return { doc: createDocumentStore(doc), checks };
}

const mtu = (d: TopologyDraft) => {
  const interconnect = d.interconnect;
  return typeof interconnect === 'object' && interconnect !== null && !Array.isArray(interconnect) ? interconnect.mtu : undefined;
};

describe('applyFixWithUndo', () => {
  it('changes the document and clears the finding at once; Ctrl+Z undoes', () => {
    const { doc: store, checks } = stores();
    applyFixWithUndo({ finding, doc: store, checks });
    expect(mtu(store.get())).toBe(8992);
    expect(checks.get().result?.findings).toEqual([other]);
    expect(checks.get().byPointer.get('/interconnect/mtu')).toEqual([other]);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', ctrlKey: true }));
    expect(mtu(store.get())).toBe(1492);
    // A second Ctrl+Z belongs to whatever has focus, not to the fix any more.
    store.set({ ...store.get() });
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', ctrlKey: true }));
    expect(mtu(store.get())).toBe(1492);
  });

  it('does not undo over later typing', () => {
    const { doc: store, checks } = stores();
    applyFixWithUndo({ finding, doc: store, checks });
    const typed = { ...store.get(), cluster: { name: 'typed' } } as TopologyDraft;
    store.set(typed);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', ctrlKey: true }));
    expect(store.get()).toBe(typed);
  });
});
