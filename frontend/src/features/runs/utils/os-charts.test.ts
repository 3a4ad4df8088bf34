import { describe, expect, it } from 'vitest';

import type { ChartGroup, DriverStep } from '../api/get-run-timeseries';
import { awrShapes, capturePeriods, groupSources, osTraces, overTimeLayout, stepTraces, stepUnit } from './os-charts';

const cpu = (source: string, file: number): ChartGroup => ({
  file,
  file_name: `${source}.out`,
  category: 'cpu',
  source,
  host: 'node1',
  timed: true,
  samples: 2,
  objects_total: 1,
  series: [
    { object: 'all', column: 'busy', x: ['2020-02-20T21:31:46', '2020-02-20T21:31:49'], y: [2, 61.35] },
    { object: 'all', column: 'user', x: ['2020-02-20T21:31:46', '2020-02-20T21:31:49'], y: [1, 40] },
  ],
});

describe('osTraces', () => {
  it('draws the chart columns only and names the tool when several files measure the same thing', () => {
    const traces = osTraces([cpu('iostat -x', 1), cpu('vmstat', 2)], 'cpu');
    expect(traces.map((t) => t.name)).toEqual(['node1 · iostat -x: busy', 'node1 · vmstat: busy']);
    expect(traces[0]).toMatchObject({ y: [2, 61.35], x: ['2020-02-20T21:31:46', '2020-02-20T21:31:49'] });
  });

  it('names the file when two files of one host come from the same tool', () => {
    const traces = osTraces([cpu('sar -u', 1), { ...cpu('sar -u', 2), file_name: 'sar03' }, cpu('vmstat', 3)], 'cpu');
    expect(traces.map((t) => t.name)).toEqual([
      'node1 · sar -u · sar -u.out: busy',
      'node1 · sar -u · sar03: busy',
      'node1 · vmstat: busy',
    ]);
  });

  it('draws SVG lines, which every browser shows (WebGL traces are blank where WebGL is off)', () => {
    expect(osTraces([cpu('iostat -x', 1)], 'cpu').map((t) => t.type)).toEqual(['scatter']);
  });

  it('numbers the samples of a file without times and names devices', () => {
    const disk: ChartGroup = {
      ...cpu('vmstat', 3),
      category: 'disk',
      timed: false,
      series: [{ object: 'sdb', column: 'read_mb_s', x: ['1', '2'], y: [5, 6] }],
    };
    expect(osTraces([disk], 'disk')[0]).toMatchObject({ name: 'node1: sdb read', x: [1, 2] });
    expect(groupSources([disk], 'disk')).toEqual(['vmstat.out (vmstat)']);
  });
});

describe('the IO chart direction', () => {
  const disk: ChartGroup = {
    ...cpu('iostat -x', 4),
    category: 'disk',
    series: [
      { object: 'sdc', column: 'read_mb_s', x: ['1', '2'], y: [5, 6] },
      { object: 'sdc', column: 'write_mb_s', x: ['1', '2'], y: [1, 2] },
      { object: 'sdc', column: 'iops', x: ['1', '2'], y: [30, 40] },
    ],
  };
  it('draws the reads, the writes or both, and both by default', () => {
    expect(osTraces([disk], 'disk', 'reads').map((t) => t.name)).toEqual(['node1: sdc read']);
    expect(osTraces([disk], 'disk', 'writes').map((t) => t.name)).toEqual(['node1: sdc write']);
    expect(osTraces([disk], 'disk', 'both').map((t) => t.name)).toEqual(['node1: sdc read', 'node1: sdc write']);
    expect(osTraces([disk], 'disk')).toEqual(osTraces([disk], 'disk', 'both'));
  });
  it('leaves the other charts alone', () => {
    expect(osTraces([cpu('vmstat', 1)], 'cpu', 'reads').map((t) => t.name)).toEqual(['node1: busy']);
  });
});

describe('plainLabel', () => {
  it('keeps names from uploaded files out of Plotly markup', () => {
    const host = '<a href="javascript:alert(1)">x</a>%{y}';
    const traces = osTraces([{ ...cpu('nmon', 9), host }], 'cpu');
    expect(traces[0]?.name).not.toMatch(/[<>]/);
    expect(traces[0]?.name).not.toContain('%{y}');
  });
});

describe('awrShapes', () => {
  it('shades the snapshot window on timed charts only', () => {
    const window = { begin: '2020-02-20T21:32:00', end: '2020-02-20T21:45:00', files: [4], names: ['awr_rac.html'] };
    expect(awrShapes(window, true).shapes?.[0]).toMatchObject({ x0: window.begin, x1: window.end, type: 'rect' });
    expect(awrShapes(window, false)).toEqual({});
    expect(awrShapes(null, true)).toEqual({});
  });
});

describe('stepTraces', () => {
  it('draws one users-to-throughput curve per label', () => {
    const steps: DriverStep[] = [
      { users: 1, throughput: 2180, unit: 'tpm', label: 'hammerdb.log', file: 5, file_name: 'hammerdb.log' },
      { users: 2, throughput: 10806, unit: 'tpm', label: 'hammerdb.log', file: 5, file_name: 'hammerdb.log' },
    ];
    expect(stepTraces(steps)).toEqual([expect.objectContaining({ name: 'hammerdb.log', x: [1, 2], y: [2180, 10806] })]);
    expect(stepUnit(steps)).toBe('tpm');
  });
});

describe('overTimeLayout', () => {
  it('puts dates along x for timed samples and sample numbers otherwise', () => {
    expect(overTimeLayout(true, 'MB/s')).toMatchObject({ xaxis: { type: 'date', title: { text: '' } }, yaxis: { title: { text: 'MB/s' } } });
    expect(overTimeLayout(false, 'processes')).toMatchObject({ xaxis: { type: 'linear', title: { text: 'sample' } } });
  });
});

describe('capture periods', () => {
  const group = (file: number, x: string[]) =>
    ({ file, file_name: `f${file}`, category: 'cpu', source: 'sar', host: 'h', timed: true, samples: x.length, objects_total: 1, series: [{ object: 'all', column: 'busy', x, y: x.map(() => 1) }] }) as ChartGroup;

  it('puts files years apart in panels of their own and files of one day together', () => {
    const periods = capturePeriods([
      group(1, ['2020-02-20T21:31:46', '2020-02-20T21:45:19']),
      group(2, ['2018-09-01T00:10:01', '2018-09-01T23:50:01']),
      group(3, ['2020-02-20T21:31:50', '2020-02-20T21:45:20']),
    ]);
    expect(periods.map((p) => [p.label, p.groups.map((g) => g.file)])).toEqual([
      ['2018-09-01', [2]],
      ['2020-02-20', [1, 3]],
    ]);
  });
});
