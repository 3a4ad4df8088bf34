import { describe, expect, it } from 'vitest';

import { comparisonResult } from '@/testing/factories';

import { chartCsv } from './csv';

const row = { group: '=cmd', n: 2, pct_of_baseline: 100, pct_change: 0, ci95: [90, 110], within_noise: null, test: null, p_value: null };
const result = comparisonResult({
  normalized: { throughput: [row], cpu_cost: [] },
  wait_classes: { classes: ['Commit'], groups: [{ group: 'a, b', runs: 1, shares: { Commit: 12.5 } }] },
});

describe('chartCsv', () => {
  it('writes a header and rows, defusing formula-like text', () => {
    const lines = chartCsv(result, 'throughput').trim().split('\n');
    expect(lines[0]).toBe('group,runs,pct_of_baseline,ci95_low,ci95_high,pct_change,within_noise,test,p_value');
    expect(lines[1]).toBe("'=cmd,2,100,90,110,0,,,");
  });

  it('quotes cells with commas', () => {
    expect(chartCsv(result, 'wait_classes')).toBe('group,Commit\n"a, b",12.5\n');
  });
});
