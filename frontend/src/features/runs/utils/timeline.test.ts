import { describe, expect, it } from 'vitest';

import type { RunTimeline } from '../api/get-run-timeline';
import { awrBands, choiceProblem, lineIntervals, lineName, movedWords, presentFigures, timelineLayout, timelineTraces, windowChoice } from './timeline';

const figures = (db: number | null) => ({
  db_time_per_s: db,
  db_cpu_per_s: null,
  tps: 1,
  logical_reads_per_s: null,
  physical_reads_per_s: null,
  redo_mb_s: null,
  gc_cr_receive_ms: null,
  gc_current_receive_ms: null,
  gc_blocks_received_per_s: null,
  gc_blocks_served_per_s: null,
});

const point = (interval: number, file: number, begin: string, end: string, db: number | null) => ({
  interval,
  file,
  file_name: `f${file}`,
  kind: 'statspack',
  begin,
  end,
  begin_id: interval,
  end_id: interval + 1,
  elapsed_min: 15,
  figures: figures(db),
  wait_classes: {},
  top_events: [],
});

const TIMELINE = {
  database: { name: 'DB', dbid: 1, release: '19' },
  offset: 0,
  limit: 2000,
  count: 3,
  intervals: [
    { index: 0, begin: '2024-03-04T09:00:00', end: '2024-03-04T09:15:00', begin_id: 1, end_id: 2 },
    { index: 1, begin: '2024-03-04T09:15:00', end: '2024-03-04T09:30:00', begin_id: 2, end_id: 3 },
    { index: 2, begin: '2024-03-04T10:00:00', end: '2024-03-04T10:15:00', begin_id: 5, end_id: 6 },
  ],
  instances: [
    {
      instance: '1',
      instance_name: 'db1',
      count: 3,
      points: [
        point(0, 1, '2024-03-04T09:00:00', '2024-03-04T09:15:00', 7),
        point(1, 2, '2024-03-04T09:15:00', '2024-03-04T09:30:00', 14),
        point(2, 3, '2024-03-04T10:00:00', '2024-03-04T10:15:00', 7),
      ],
      gaps: [{ after_file: 2, before_file: 3, begin: '2024-03-04T09:30:00', end: '2024-03-04T10:00:00', from_snapshot: 3, to_snapshot: 5 }],
    },
  ],
  set_aside: [],
  windows: [],
  threshold: 7,
  headline: null,
  throughput_checks: [],
} as RunTimeline;

describe('timeline chart data', () => {
  it('breaks the line at a gap and puts each value at its interval’s middle', () => {
    const trace = timelineTraces(TIMELINE, 'db_time_per_s')[0] as { x: (string | null)[]; y: (number | null)[] };
    expect(trace.x).toEqual(['2024-03-04T09:07:30', '2024-03-04T09:22:30', '2024-03-04T09:30:00', '2024-03-04T10:07:30']);
    expect(trace.y).toEqual([7, 14, null, 7]);
  });

  it('shades the AWR windows with consecutive intervals merged and a gap between bands', () => {
    expect(awrBands(TIMELINE)).toEqual([
      { begin: '2024-03-04T09:00:00', end: '2024-03-04T09:30:00' },
      { begin: '2024-03-04T10:00:00', end: '2024-03-04T10:15:00' },
    ]);
    expect(timelineLayout(TIMELINE, 's/s', true).shapes).toHaveLength(2);
  });

  it('offers only the figures the reports print and names lines by instance', () => {
    expect(presentFigures(TIMELINE).map((f) => f.value)).toEqual(['db_time_per_s', 'tps']);
    expect(lineName({ instance: 'cluster', instance_name: null })).toBe('Cluster (global report)');
    expect(lineName({ instance: '2', instance_name: 'p60sdb2' })).toBe('Instance 2 (p60sdb2)');
  });

  it('says what moved against the median', () => {
    const words = movedWords({
      kind: 'figure', name: 'db_time_per_s', label: 'DB time', unit: 's/s', area: null,
      value: 14.2, median: 7.1, mad: 0, score: 100, direction: 'above', interval: 1,
    });
    expect(words).toBe('14.2 s/s against the run’s median 7.1 (above, score 100)');
  });

  it('opens a window as its intervals against the rest of its line', () => {
    expect(windowChoice({ instance: '1', intervals: [1, 2] })).toEqual({ instance: '1', window: { first: 1, last: 2 }, against: null });
    expect(lineIntervals(TIMELINE, '1').map((o) => o.label)).toEqual(['1 · 2024-03-04 09:00:00', '2 · 2024-03-04 09:15:00', '3 · 2024-03-04 10:00:00']);
  });

  it('refuses a range the server would refuse, before asking it', () => {
    const ask = (window: [number, number], against: [number, number] | null = null) =>
      choiceProblem(TIMELINE, {
        instance: '1',
        window: { first: window[0], last: window[1] },
        against: against && { first: against[0], last: against[1] },
      });
    expect(ask([1, 1])).toBeNull();
    expect(ask([1, 1], [0, 0])).toBeNull();
    expect(ask([2, 1])).toMatch(/comes after its last/);
    expect(ask([0, 2])).toMatch(/nothing is left to compare it with/);
    expect(ask([1, 1], [0, 1])).toMatch(/overlap/);
    expect(ask([1, 1], [2, 0])).toMatch(/comes after its last/);
    expect(ask([5, 6])).toMatch(/no interval of this line/);
  });
});
