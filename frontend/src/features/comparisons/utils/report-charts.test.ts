import { describe, expect, it } from 'vitest';

import { newClientKey, reportCharts } from './report-charts';

describe('a new report from the comparison page', () => {
  it('keeps the metric shown only on charts that have a choice of metric', () => {
    expect(reportCharts(['throughput', 'absolute', 'scaling'], 'oet_per_min')).toEqual([
      { chart: 'throughput' },
      { chart: 'absolute', metric: 'oet_per_min' },
      { chart: 'scaling', metric: 'oet_per_min' },
    ]);
    expect(reportCharts(['absolute'], null)).toEqual([{ chart: 'absolute' }]);
  });

  it('makes a fresh version-4 key for each opening', () => {
    const a = newClientKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newClientKey()).not.toBe(a);
  });
});
