import { describe, expect, it } from 'vitest';

import type { RunListItem } from '../types';
import { comparisonHref, comparisonParams, intervalComparisonHref, parseComparisonParams, requestFor } from './url-state';

const run = (id: number, tags: Record<string, string> = {}): RunListItem => ({
  id, project: 1, label: `run ${id}`, date: null, users: null, tags, reference: '', plan: null, plan_version: null, metrics: {},
});

describe('comparison state in the URL', () => {
  it('round-trips runs, grouping, manual groups, baseline and charts', () => {
    const state = {
      runs: [5, 3, 9],
      builder: { selected: [5, 3, 9], mode: 'manual' as const, tagKey: '', manual: { 5: 'old: a', 3: 'new', 9: 'new' }, baseline: 'new' },
      charts: ['throughput' as const, 'absolute' as const],
    };
    const params = comparisonParams(state);
    expect(params.toString()).toBe('runs=5%2C3%2C9&group=manual&g=5%3Aold%3A+a&g=3%3Anew&g=9%3Anew&base=new&charts=throughput%2Cabsolute');
    expect(parseComparisonParams(new URLSearchParams(params.toString()))).toEqual(state);
  });

  it('ignores what it does not understand instead of failing', () => {
    const parsed = parseComparisonParams(new URLSearchParams('runs=1,x,-2,1,4&group=bogus&charts=pie,table&g=77:z'));
    expect(parsed.runs).toEqual([1, 4]);
    expect(parsed.builder.mode).toBe('none');
    expect(parsed.builder.manual).toEqual({});
    expect(parsed.charts).toEqual(['table']);
    expect(parseComparisonParams(new URLSearchParams('runs=2&group=tag:storage')).builder).toMatchObject({ mode: 'tag', tagKey: 'storage' });
  });

  it('builds the request from ids, even for runs not listed yet', () => {
    const known = new Map([[1, run(1, { s: 'a' })]]);
    const state = { selected: [], mode: 'tag' as const, tagKey: 's', manual: {}, baseline: 'b' };
    expect(requestFor([1, 2], known, state)).toEqual({ runs: [1, 2], group_by: 'tag:s', baseline: { group: 'b' } });
    known.set(2, run(2, { s: 'b' }));
    expect(requestFor([1, 2], known, state)).toEqual({ runs: [1, 2], group_by: 'tag:s', baseline: { group: 'b' } });
  });

  it('opens a saved request with the same runs, grouping, baseline, charts and metric', () => {
    const href = comparisonHref({ runs: [4, 2, 7], group_by: 'manual', groups: { old: [4], new: [2, 7] }, baseline: { group: 'new' } }, ['absolute'], 'oet_per_min');
    const parsed = parseComparisonParams(new URLSearchParams(href.split('?')[1]));
    expect(href.startsWith('/comparisons?')).toBe(true);
    expect(parsed).toEqual({
      runs: [4, 2, 7],
      builder: { selected: [4, 2, 7], mode: 'manual', tagKey: '', manual: { 4: 'old', 2: 'new', 7: 'new' }, baseline: 'new' },
      charts: ['absolute'],
      metric: 'oet_per_min',
    });
    const byRun = parseComparisonParams(new URLSearchParams(comparisonHref({ runs: [3, 8], group_by: 'tag:storage', baseline: { run: 8 } }, null).split('?')[1]));
    expect(byRun.builder).toMatchObject({ mode: 'tag', tagKey: 'storage', baseline: 'run:8' });
    expect(byRun.charts).toBeNull();
  });

  it('opens a saved comparison of intervals as the run page opened it, with the report’s charts', () => {
    const href = comparisonHref({ runs: [12], intervals: { instance: '1', window: { first: 3, last: 3 }, against: null } }, ['table'], null);
    expect(href).toBe('/comparisons?runs=12&instance=1&window=3-3&charts=table');
    expect(parseComparisonParams(new URLSearchParams(href.split('?')[1])).intervals).toEqual({ instance: '1', window: { first: 3, last: 3 }, against: null });
  });

  it('holds a comparison of one run’s intervals and asks the server to make its groups', () => {
    const href = intervalComparisonHref(12, { instance: '1', window: { first: 3, last: 4 }, against: { first: 0, last: 2 } });
    expect(href).toBe('/comparisons?runs=12&instance=1&window=3-4&against=0-2');
    const parsed = parseComparisonParams(new URLSearchParams(href.split('?')[1]));
    expect(parsed.intervals).toEqual({ instance: '1', window: { first: 3, last: 4 }, against: { first: 0, last: 2 } });
    expect(comparisonParams(parsed).toString()).toBe(href.split('?')[1]);
    expect(requestFor(parsed.runs, new Map(), parsed.builder, parsed.intervals)).toEqual({
      runs: [12],
      intervals: { instance: '1', window: { first: 3, last: 4 }, against: { first: 0, last: 2 } },
    });
    const rest = parseComparisonParams(new URLSearchParams('runs=12&instance=cluster&window=5-5'));
    expect(rest.intervals).toEqual({ instance: 'cluster', window: { first: 5, last: 5 }, against: null });
  });

  it('reads no intervals from a range that is reversed or malformed, or beside several runs', () => {
    for (const query of ['runs=1&instance=1&window=4-3', 'runs=1&instance=1&window=x', 'runs=1,2&instance=1&window=1-1', 'runs=1&window=1-1']) {
      expect(parseComparisonParams(new URLSearchParams(query)).intervals).toBeUndefined();
    }
  });
});
