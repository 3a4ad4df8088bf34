import { describe, expect, it } from 'vitest';

import type { RunListItem } from '../types';
import { type BuilderState, buildRequest } from './request';

const run = (id: number, tags: Record<string, string> = {}, plan: RunListItem['plan'] = null): RunListItem => ({
  id, project: 1, label: `run ${id}`, date: null, users: null, tags, reference: '', plan, plan_version: null, metrics: {},
});
const state = (over: Partial<BuilderState> = {}): BuilderState => ({ selected: [], mode: 'none', tagKey: '', manual: {}, baseline: '', ...over });

describe('buildRequest', () => {
  it('uses the first run as baseline when every run is its own group', () => {
    expect(buildRequest([run(1), run(2)], state())).toEqual({ runs: [1, 2], baseline: { run: 1 } });
  });

  it('groups by a tag and names groups like the server, including runs without the tag', () => {
    const request = buildRequest([run(1, { storage: 'nfs' }), run(2)], state({ mode: 'tag', tagKey: 'storage', baseline: '(no storage)' }));
    expect(request).toEqual({ runs: [1, 2], group_by: 'tag:storage', baseline: { group: '(no storage)' } });
  });

  it('groups by plan version and by hand', () => {
    const pv = buildRequest([run(1, {}, { id: 3, name: 'Plan', version: 2 })], state({ mode: 'plan_version' }));
    expect(pv.baseline).toEqual({ group: 'Plan v2' });
    const manual = buildRequest([run(1), run(2), run(3)], state({ mode: 'manual', manual: { 1: 'old', 2: 'new', 3: 'new' }, baseline: 'new' }));
    expect(manual.groups).toEqual({ old: [1], new: [2, 3] });
    expect(manual.baseline).toEqual({ group: 'new' });
  });
});
