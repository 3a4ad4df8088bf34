import { describe, expect, it } from 'vitest';

import type { AsBuiltCheck, Difference } from '../types';
import { differenceLabel, remediableNodes } from './remediation';

const diff = (over: Partial<AsBuiltCheck['diff']>): AsBuiltCheck['diff'] => ({
  summary: { changed: 0, missing: 0, extra: 0, same: 0, not_uploaded: 0, fields: 0 },
  lines: [], not_uploaded: [], unplanned_nodes: [], fields: [], ...over,
});
const line = (node: string) => ({ node, file: `${node}/etc/sysctl.conf`, kind: 'sysctl', key: 'kernel.shmmni', planned: '4096', actual: '2048', change: 'changed' as const, rule: null, message: '' });

describe('remediableNodes', () => {
  it('names each node with a differing setting once, in order', () => {
    expect(remediableNodes({ nodes: ['rac1', 'rac2'], diff: diff({ lines: [line('rac2'), line('rac1'), line('rac2')] }) })).toEqual(['rac1', 'rac2']);
  });

  it('adds the planned nodes with files when only document fields differ, never the cluster or an unplanned node', () => {
    const fields = [{ path: '/platform/architecture', before: 'x86', after: 'x86_64', change: 'changed' as const }];
    expect(remediableNodes({ nodes: ['cluster', 'rac1', 'odd'], diff: diff({ fields, unplanned_nodes: ['odd'] }) })).toEqual(['rac1']);
    expect(remediableNodes({ nodes: ['rac1'], diff: diff({}) })).toEqual([]);
  });
});

describe('differenceLabel', () => {
  it('says where the difference is and both values', () => {
    const setting: Difference = { what: 'setting', node: 'rac1', key: 'kernel.shmmni', file: 'rac1/etc/sysctl.conf', planned: '4096', actual: null, change: 'missing' };
    expect(differenceLabel(setting)).toBe('rac1: kernel.shmmni (planned 4096, as built —)');
    expect(differenceLabel({ ...setting, what: 'field', node: null, key: '/platform/architecture', file: null, actual: 'x86_64' })).toBe('/platform/architecture (planned 4096, as built x86_64)');
  });
});
