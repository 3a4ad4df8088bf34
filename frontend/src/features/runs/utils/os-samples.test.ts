import { describe, expect, it } from 'vitest';

import type { SeriesOutline, SeriesPage } from '../api/get-run-file-series';
import { firstColumn, firstObjects, groupLabel, intervalText, sampleTraces } from './os-samples';

const outline = (objects: string[], host: string | null = 'dbnode1'): SeriesOutline => ({
  index: 0,
  category: 'disk',
  source: 'iostat -x',
  host,
  columns: ['read_mb_s', 'iops'],
  interval_s: 60,
  interval_source: 'timestamps',
  count: 1440,
  objects,
  first: '2020-02-20T21:31:46',
  last: '2020-02-21T21:30:46',
});

const page = (times: string[]): SeriesPage => ({
  index: 0,
  category: 'disk',
  source: 'iostat -x',
  host: 'dbnode1',
  columns: ['read_mb_s', 'iops'],
  interval_s: 60,
  interval_source: 'timestamps',
  count: 1440,
  offset: 1000,
  limit: 1000,
  times,
  objects: { 'sd<b>x': { read_mb_s: [1.5, null], iops: [10, 12] }, sdy: { read_mb_s: [2, 3], iops: [1, 2] } },
});

describe('groupLabel', () => {
  it('names what is measured, the tool and the host, with the sample count', () => {
    expect(groupLabel(outline(['sda']))).toBe('disk · iostat -x · dbnode1 (1,440 samples)');
    expect(groupLabel(outline(['sda'], null))).toBe('disk · iostat -x (1,440 samples)');
  });
});

describe('intervalText', () => {
  it('says how far apart the samples are and whether the header or the times said so', () => {
    expect(intervalText(outline(['sda']))).toBe('One sample every 60 s, from the sample times.');
    expect(intervalText({ interval_s: 300, interval_source: 'header' })).toBe("One sample every 300 s, as the tool's header states.");
    expect(intervalText({ interval_s: null, interval_source: null })).toBe('Sample interval unknown: the tool printed no times and no interval.');
  });
});

describe('firstObjects', () => {
  it('starts a CPU group on the all-CPU line and any other on its first four objects', () => {
    expect(firstObjects(outline(['0', '1', 'all']))).toEqual(['all']);
    expect(firstObjects(outline(['sda', 'sdb', 'sdc', 'sdd', 'sde']))).toEqual(['sda', 'sdb', 'sdc', 'sdd']);
  });
});

describe('firstColumn', () => {
  it('starts on the column the run charts draw first, else on the first printed', () => {
    expect(firstColumn({ ...outline(['all']), category: 'cpu', columns: ['user', 'system', 'busy'] })).toBe('busy');
    expect(firstColumn(outline(['sda']))).toBe('read_mb_s');
    expect(firstColumn({ ...outline(['memory']), category: 'mem', columns: ['free_mb', 'used_pct'] })).toBe('free_mb');
  });
});

describe('sampleTraces', () => {
  it('draws one line per object at the samples’ times, names shown as text only', () => {
    const traces = sampleTraces(page(['2020-02-21T14:11:46', '2020-02-21T14:12:46']), 'read_mb_s');
    expect(traces.map((t) => t.name)).toEqual(['sd‹b›x', 'sdy']);
    expect(traces[0]).toMatchObject({ x: ['2020-02-21T14:11:46', '2020-02-21T14:12:46'], y: [1.5, null] });
  });

  it('numbers the samples from the page’s offset when the tool printed no times', () => {
    const traces = sampleTraces(page([]), 'iops');
    expect(traces[1]).toMatchObject({ x: [1001, 1002], y: [1, 2] });
  });
});
