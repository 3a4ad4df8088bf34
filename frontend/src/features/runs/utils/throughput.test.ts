import { describe, expect, it } from 'vitest';

import type { RunMetrics } from '../types';
import { absoluteThroughput } from './throughput';

const source = [{ file: 1, name: 'awr.html', section: 'Load Profile' }];

describe('absoluteThroughput', () => {
  it('is the measured rate', () => {
    expect(absoluteThroughput({ tps: { value: 489.6, sources: source } })).toBe(489.6);
  });

  it('is null for an index value, flagged on the metric', () => {
    expect(absoluteThroughput({ tps: { value: 140, sources: source, indexed: true } })).toBeNull();
  });

  it('is null for any value of a run whose figures are all relative', () => {
    const metrics: RunMetrics = { basis: 'reference_normalized', tps: { value: 100, sources: source } };
    expect(absoluteThroughput(metrics)).toBeNull();
  });

  it('is null when the run has no throughput', () => {
    expect(absoluteThroughput({ cpu_util_pct: { value: 50, sources: source } })).toBeNull();
    expect(absoluteThroughput(null)).toBeNull();
  });
});
