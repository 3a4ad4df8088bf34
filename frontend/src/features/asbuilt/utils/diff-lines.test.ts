import { describe, expect, it } from 'vitest';

import type { DiffLine } from '../types';
import { changeFilter, countByChange, diffLineSentence, diffNodes, filterDiffLines, groupDiffLines, NO_FILTERS } from './diff-lines';

// Fixture lines in the API's shape (not measured values): two nodes, the cluster, three kinds of change.
const line = (over: Partial<DiffLine>): DiffLine => ({
  node: 'rac1',
  file: 'rac1/etc/sysctl.conf',
  kind: 'sysctl',
  key: 'net.core.rmem_max',
  planned: '4194304',
  actual: '262144',
  change: 'changed',
  rule: null,
  message: '',
  ...over,
});

const LINES: DiffLine[] = [
  line({ node: 'rac10', file: 'rac10/etc/sysctl.conf' }),
  line({ key: 'net.core.wmem_max', planned: '1048576', actual: null, change: 'missing' }),
  line({ node: 'rac2', file: 'rac2/etc/sysctl.conf', key: 'kernel.sem', planned: null, actual: '250 32000 100 128', change: 'extra' }),
  line({ file: 'rac1/etc/udev/rules.d/99-oracle-asm.rules', kind: 'udev', key: 'dasdb1', planned: 'grid:asmadmin 0660', actual: null, change: 'missing', rule: 'ST003' }),
  line({ node: 'cluster', file: 'cluster/oifcfg.txt', kind: 'oifcfg', key: 'eth1', planned: 'cluster_interconnect', actual: 'public' }),
  line({ node: 'rac2', file: 'rac2/etc/hosts', kind: 'hosts', key: '10.0.0.2 rac2-priv', planned: 'rac2-priv', actual: null, change: 'missing' }),
];

describe('groupDiffLines', () => {
  it('puts the cluster first, then the nodes in natural order, each with its files in order', () => {
    const groups = groupDiffLines(LINES);
    expect(groups.map((group) => group.node)).toEqual(['cluster', 'rac1', 'rac2', 'rac10']);
    expect(groups[1]?.files.map((file) => file.file)).toEqual(['rac1/etc/sysctl.conf', 'rac1/etc/udev/rules.d/99-oracle-asm.rules']);
    expect(groups[2]?.files.map((file) => file.file)).toEqual(['rac2/etc/hosts', 'rac2/etc/sysctl.conf']);
    expect(groups.map((group) => group.count)).toEqual([1, 2, 2, 1]);
  });

  it("keeps the server's order of the lines within a file", () => {
    const lines = [line({ key: 'b' }), line({ key: 'a' }), line({ key: 'c' })];
    expect(groupDiffLines(lines)[0]?.files[0]?.lines.map((entry) => entry.key)).toEqual(['b', 'a', 'c']);
  });

  it('has no groups when there are no lines', () => {
    expect(groupDiffLines([])).toEqual([]);
  });
});

describe('filterDiffLines', () => {
  it('keeps everything without filters', () => {
    expect(filterDiffLines(LINES, NO_FILTERS)).toHaveLength(LINES.length);
  });

  it('filters by node, by change, and by both', () => {
    expect(filterDiffLines(LINES, { node: 'rac2', change: null }).map((entry) => entry.key)).toEqual(['kernel.sem', '10.0.0.2 rac2-priv']);
    expect(filterDiffLines(LINES, { node: null, change: 'missing' })).toHaveLength(3);
    expect(filterDiffLines(LINES, { node: 'rac2', change: 'missing' }).map((entry) => entry.key)).toEqual(['10.0.0.2 rac2-priv']);
    expect(filterDiffLines(LINES, { node: 'rac3', change: null })).toEqual([]);
  });
});

describe('diffNodes, countByChange and changeFilter', () => {
  it('lists the nodes with differences in display order', () => {
    expect(diffNodes(LINES)).toEqual(['cluster', 'rac1', 'rac2', 'rac10']);
  });

  it('counts each kind of change', () => {
    expect(countByChange(LINES)).toEqual({ changed: 2, missing: 3, extra: 1 });
  });

  it('reads a select value as a change kind, anything else as all changes', () => {
    expect(changeFilter('extra')).toBe('extra');
    expect(changeFilter('all')).toBeNull();
    expect(changeFilter(null)).toBeNull();
  });
});

describe('diffLineSentence', () => {
  it("reads the server's sentence without its code marks", () => {
    expect(diffLineSentence({ message: 'planned `net.core.rmem_max` 4194304, rac2 has 262144' })).toBe('planned net.core.rmem_max 4194304, rac2 has 262144');
  });
});
