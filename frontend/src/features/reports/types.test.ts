import { describe, expect, it } from 'vitest';

import { citation, fileStem, type Report, reportRuns } from './types';

const group = (runs: { id: number; label: string }[]) => ({ runs }) as unknown as Report['comparison']['groups'][number];
const result = (...groups: ReturnType<typeof group>[]) => ({ groups }) as unknown as Report['comparison'];

describe('a report document', () => {
  it('lists every run it draws once, its own comparison first, then each chart’s', () => {
    const report = {
      comparison: result(group([{ id: 3, label: 'three' }]), group([{ id: 1, label: 'one' }])),
      chart_data: [
        { comparison: null, scaling: null, reason: null },
        { comparison: result(group([{ id: 1, label: 'one' }, { id: 9, label: 'nine' }])), scaling: null, reason: null },
      ],
    } as unknown as Report;
    expect(reportRuns(report)).toEqual([
      { id: 3, label: 'three' },
      { id: 1, label: 'one' },
      { id: 9, label: 'nine' },
    ]);
  });

  it('lists the run of a report of intervals, not the intervals its comparison groups', () => {
    const report = {
      intervals: { run: 12, run_label: 'A morning of Statspack', instance: '1', line: 'Instance 1', window: { first: 3, last: 3 }, against: null },
      comparison: result(group([{ id: 3, label: 'Interval 4' }]), group([{ id: 0, label: 'Interval 1' }])),
      chart_data: [{ comparison: null, scaling: null, reason: null }],
    } as unknown as Report;
    expect(reportRuns(report)).toEqual([{ id: 12, label: 'A morning of Statspack' }]);
  });

  it('cites each source by study document and section', () => {
    expect(citation([{ file: '002_x.txt', section: 'TESTING' }, { file: '003_y.txt', section: 'Interconnect Analysis' }])).toBe(
      '002_x.txt, section “TESTING”; 003_y.txt, section “Interconnect Analysis”',
    );
  });
});

describe('a report’s download name', () => {
  it('leaves out a phrase that does not fit whole rather than cutting it', () => {
    const title = 'Study 002: users carried from 1 to 10 nodes (500 users per node)';
    expect(fileStem(title)).toBe('study-002-users-carried-from-1-to-10-nodes');
    expect(fileStem(title, 80)).toBe('study-002-users-carried-from-1-to-10-nodes-500-users-per-node');
  });

  it('cuts a first phrase too long for the limit between words, and names an empty title “report”', () => {
    expect(fileStem('One long title without any punctuation at all', 20)).toBe('one-long-title');
    expect(fileStem('Übersicht!!')).toBe('ubersicht');
    expect(fileStem('---')).toBe('report');
  });
});
