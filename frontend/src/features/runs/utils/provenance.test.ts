import { describe, expect, it } from 'vitest';

import { provenanceText } from './provenance';

describe('provenanceText', () => {
  it('names the file and the report section of a single source', () => {
    expect(provenanceText({ sources: [{ file: 7, name: 'awr_rpt_1.html', section: 'Load Profile' }] })).toBe(
      'From awr_rpt_1.html, section “Load Profile”.',
    );
  });

  it('says how several instance reports were combined', () => {
    const metric = {
      sources: [
        { file: 1, name: 'inst1.html', section: 'Load Profile' },
        { file: 2, name: 'inst2.html', section: 'Load Profile' },
      ],
    };
    expect(provenanceText(metric, 'sum')).toBe(
      'Added up from 2 files: inst1.html, section “Load Profile”; inst2.html, section “Load Profile”.',
    );
    expect(provenanceText(metric, 'mean')).toMatch(/^Averaged over 2 files: /);
  });

  it('describes derived values and missing sections', () => {
    expect(provenanceText({ sources: [{ file: null, name: 'derived', section: 'tps, cpu_util_pct and cpus of this run' }] })).toBe(
      'Calculated from tps, cpu_util_pct and cpus of this run.',
    );
    expect(provenanceText({ sources: [{ file: 3, name: 'sar.txt', section: null }] })).toBe('From sar.txt (section not recorded).');
  });

  it('adds why the file won', () => {
    const metric = {
      sources: [{ file: 4, name: 'hammerdb.log', section: 'TEST RESULT' }],
      reason: 'The driver measures throughput at the client.',
    };
    expect(provenanceText(metric)).toBe('From hammerdb.log, section “TEST RESULT”. Why: The driver measures throughput at the client.');
  });

  it('says so when nothing is recorded', () => {
    expect(provenanceText(undefined)).toBe('No source recorded for this value.');
    expect(provenanceText({ sources: [] })).toBe('No source recorded for this value.');
  });
});
