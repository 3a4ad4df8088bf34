import { describe, expect, it } from 'vitest';

import type { TopologyDraft } from '../types';
import { draftFromJson } from '../types/draft';
import { markChosen, reconcileUnknown, unknownFields } from './unknown-fields';

// As the editor opens an imported document from JSON (a field the schema does not name included).
const imported = draftFromJson({
  cluster: { name: 'orcl', oracle_release: '10.2.0.4' },
  nodes: [{ hostname: 'rac1', cpus: 1 }],
  workload: { type: 'oltp', users: 100, multi_node_hot_updates: false, note: null },
  unknown: ['/cluster/oracle_release', '/nodes/0/cpus', '/workload'],
});

describe('unknown fields of an imported document', () => {
  it('lists the pointers, ignoring anything that is not one', () => {
    expect(unknownFields(imported)).toEqual(['/cluster/oracle_release', '/nodes/0/cpus', '/workload']);
    expect(unknownFields(draftFromJson({ unknown: [3, '/a'] }))).toEqual(['/a']);
    expect(unknownFields({})).toEqual([]);
  });

  it('drops a field the user sets', () => {
    expect(unknownFields(markChosen(imported, '/nodes/0/cpus'))).toEqual(['/cluster/oracle_release', '/workload']);
  });

  it('splits an unknown section into its other set fields when one of them is set', () => {
    expect(unknownFields(markChosen(imported, '/workload/users'))).toEqual([
      '/cluster/oracle_release',
      '/nodes/0/cpus',
      '/workload/type',
      '/workload/multi_node_hot_updates',
    ]);
  });

  it('leaves the document alone for a field that was known, and removes the key once nothing is unknown', () => {
    expect(markChosen(imported, '/cluster/name')).toBe(imported);
    let document = imported;
    for (const pointer of ['/cluster/oracle_release', '/nodes/0/cpus', '/workload']) document = markChosen(document, pointer);
    expect('unknown' in document).toBe(false);
  });
});

describe('the unknown list across edits', () => {
  const rac1 = { hostname: 'rac1', cpus: 1 };
  const rac2 = { hostname: 'rac2', cpus: 1 };
  const two: TopologyDraft = {
    cluster: { name: 'orcl' },
    nodes: [rac1, rac2],
    workload: { type: 'oltp', users: 100 },
    unknown: ['/nodes/0/cpus', '/nodes/1/cpus', '/workload'],
  };

  it('drops a field whose value an edit changed, whatever the edit', () => {
    const edited = { ...two, nodes: [{ ...rac1, cpus: 8 }, rac2] };
    expect(unknownFields(reconcileUnknown(two, edited))).toEqual(['/nodes/1/cpus', '/workload']);
  });

  it('follows a row when another is removed, and drops the removed row\'s fields', () => {
    const removed = { ...two, nodes: [rac2] };
    expect(unknownFields(reconcileUnknown(two, removed))).toEqual(['/nodes/0/cpus', '/workload']);
  });

  it('follows the rows after one is added in between', () => {
    const added = { ...two, nodes: [rac1, { hostname: 'rac3', cpus: 4 }, rac2] };
    expect(unknownFields(reconcileUnknown(two, added))).toEqual(['/nodes/0/cpus', '/nodes/2/cpus', '/workload']);
  });

  it('keeps the unchanged fields of a section one of whose fields changed', () => {
    const edited = { ...two, workload: { type: 'oltp', users: 250 } };
    expect(unknownFields(reconcileUnknown(two, edited))).toEqual(['/nodes/0/cpus', '/nodes/1/cpus', '/workload/type']);
  });

  it('keeps a field the edit lists anew (an undo) and leaves an unchanged document alone', () => {
    const chosen = markChosen(two, '/nodes/0/cpus');
    expect(unknownFields(reconcileUnknown(chosen, two))).toEqual(unknownFields(two));
    const same = { ...two, cluster: { name: 'prod' } };
    expect(reconcileUnknown(two, same)).toBe(same);
  });

  it('removes the key once the last unknown field is set', () => {
    const one: TopologyDraft = { nodes: [rac1], unknown: ['/nodes/0/cpus'] };
    expect('unknown' in reconcileUnknown(one, { ...one, nodes: [{ ...rac1, cpus: 2 }] })).toBe(false);
  });
});
