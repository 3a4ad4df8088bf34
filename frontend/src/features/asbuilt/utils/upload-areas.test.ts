import { describe, expect, it } from 'vitest';

import type { CheckFile } from '../types';
import { countFileStates, sortFiles } from './files';
import { CLUSTER_HINT, NODE_HINT, planNodes, uploadAreas } from './upload-areas';

describe('planNodes', () => {
  it("reads the nodes' host names in the document's order, once each", () => {
    const document = { nodes: [{ hostname: 'rac2' }, { hostname: 'rac1' }, { hostname: 'rac2' }, { name: 'no host name' }, null] };
    expect(planNodes(document)).toEqual(['rac2', 'rac1']);
  });

  it('has no nodes for a document without a node list', () => {
    expect(planNodes({})).toEqual([]);
    expect(planNodes({ nodes: 'rac1' })).toEqual([]);
    expect(planNodes(null)).toEqual([]);
  });
});

describe('uploadAreas', () => {
  it('gives one area per node, then the cluster-wide area, then the archive area', () => {
    const areas = uploadAreas(['rac1', 'rac2']);
    expect(areas.map((area) => [area.key, area.node])).toEqual([
      ['node-rac1', 'rac1'],
      ['node-rac2', 'rac2'],
      ['cluster', 'cluster'],
      ['archive', null],
    ]);
    expect(areas[0]?.title).toBe('Files from rac1');
  });
});

describe('files', () => {
  const file = (over: Partial<CheckFile>): CheckFile => ({
    id: 1, node: 'rac1', name: 'sysctl.conf', kind: 'sysctl', kind_label: 'kernel parameters', state: 'parsed', error: '', warnings: [], size: 10, bundle_only: false, ...over,
  });

  it('sorts cluster files first, then by node and name in natural order', () => {
    const files = [file({ id: 1, node: 'rac10' }), file({ id: 2, node: 'rac2', name: 'limits.conf' }), file({ id: 3, node: 'cluster', name: 'ocrcheck.txt' }), file({ id: 4, node: 'rac2', name: 'hosts' })];
    expect(sortFiles(files).map((entry) => entry.id)).toEqual([3, 4, 2, 1]);
  });

  it('counts the files in each state', () => {
    expect(countFileStates([file({}), file({ state: 'failed' }), file({ state: 'failed' })])).toEqual({ stored: 0, parsed: 1, failed: 2, ignored: 0 });
  });
});

describe('upload hints', () => {
  it('name the kinds of the server table by area, in its order', () => {
    expect(NODE_HINT).toContain('ifcfg-*, ip addr / ip link, hosts');
    expect(NODE_HINT).toMatch(/^sysctl.conf or sysctl -a, limits.conf, /);
    expect(CLUSTER_HINT).toBe('Output of crsctl query css votedisk, ocrcheck, cluvfy, olsnodes -c and oifcfg getif, taken on any one node');
  });
});
