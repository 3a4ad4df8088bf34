import { describe, expect, it } from 'vitest';

import type { TopologyDocument } from '../types';
import { markChosen, unknownFields } from './unknown-fields';

const imported: TopologyDocument = {
  cluster: { name: 'orcl', oracle_release: '10.2.0.4' },
  nodes: [{ hostname: 'rac1', cpus: 1 }],
  workload: { type: 'oltp', users: 100, multi_node_hot_updates: false, note: null },
  unknown: ['/cluster/oracle_release', '/nodes/0/cpus', '/workload'],
};

describe('unknown fields of an imported document', () => {
  it('lists the pointers, ignoring anything that is not one', () => {
    expect(unknownFields(imported)).toEqual(['/cluster/oracle_release', '/nodes/0/cpus', '/workload']);
    expect(unknownFields({ unknown: [3, '/a'] } as unknown as TopologyDocument)).toEqual(['/a']);
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
