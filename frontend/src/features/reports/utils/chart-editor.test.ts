import { describe, expect, it } from 'vitest';

import type { Schemas } from '@/lib/api/types';

import {
  AS_REPORT,
  baselineOf,
  groupingOf,
  groupNames,
  messagesUnder,
  newChart,
  tagKeys,
  withBaseline,
  withChartType,
  withGrouping,
} from './chart-editor';

const run = (id: number, tags: Record<string, string>, plan: string | null = null) =>
  ({ id, label: `run ${id}`, tags, plan_version: plan ? { id, label: plan } : null }) as unknown as Schemas['GroupRun'];

const REPORT_REQUEST = { runs: [1, 2, 3], group_by: 'tag:storage', baseline: { group: 'nfs' } };

describe('a report chart’s choices', () => {
  it('drops the choices another chart type has no use for, so the API never refuses them', () => {
    const scaling = { ...newChart('scaling'), metric: 'tps', x: 'nodes', y_min: 0, y_max: 100, caption: 'Kept' };
    expect(withChartType(scaling, 'absolute')).toEqual({ ...scaling, chart: 'absolute', x: '' });
    expect(withChartType(scaling, 'wait_classes')).toEqual({ ...scaling, chart: 'wait_classes', metric: '', x: '', y_min: null, y_max: null });
  });

  it('groups a chart its own way over the same runs, or as the report, and chooses its baseline among them', () => {
    const chart = newChart('throughput');
    expect(groupingOf(chart)).toBe(AS_REPORT);
    const byPlan = withGrouping(chart, 'plan_version', REPORT_REQUEST);
    expect(byPlan.request).toEqual({ runs: [1, 2, 3], group_by: 'plan_version' });
    expect(groupingOf(byPlan)).toBe('plan_version');
    expect(groupingOf(withGrouping(chart, '', REPORT_REQUEST))).toBe('');
    const based = withBaseline(byPlan, 'run:2');
    expect(based.request?.baseline).toEqual({ run: 2 });
    expect(baselineOf(based)).toBe('run:2');
    expect(baselineOf(withBaseline(byPlan, 'group:v2'))).toBe('group:v2');
    expect(baselineOf(withBaseline(based, ''))).toBe('');
    expect(withGrouping(based, AS_REPORT, REPORT_REQUEST).request).toBeNull();
    // A chart as the report has no baseline of its own to set.
    expect(withBaseline(chart, 'run:2')).toBe(chart);
  });

  it('names groups as the comparison does: a tag’s values, or plan versions, with the runs lacking them', () => {
    const runs = [run(1, { storage: 'nfs', nodes: '2' }, 'v1'), run(2, { storage: 'fcp', nodes: '4' }), run(3, { nodes: 'four' }, 'v1')];
    expect(groupNames(runs, 'tag:storage')).toEqual(['nfs', 'fcp', '(no storage)']);
    expect(groupNames(runs, 'plan_version')).toEqual(['v1', '(no plan)']);
    expect(groupNames(runs, '')).toEqual([]);
    expect(tagKeys(runs)).toEqual(['nodes', 'storage']);
    expect(tagKeys(runs.slice(0, 2), true)).toEqual(['nodes']);
    expect(tagKeys(runs, true)).toEqual([]);
  });

  it('finds every server message for a field and the fields under it', () => {
    const errors = { 'charts/1/request/baseline/run': ['Not compared.'], 'charts/1/request/baseline': ['Bad shape.'], 'charts/10/metric': ['Other.'] };
    expect(messagesUnder(errors, 'charts/1/request/baseline')).toBe('Not compared. Bad shape.');
    expect(messagesUnder(errors, 'charts/1/metric')).toBeUndefined();
    expect(messagesUnder(undefined, 'charts/1/metric')).toBeUndefined();
  });
});
