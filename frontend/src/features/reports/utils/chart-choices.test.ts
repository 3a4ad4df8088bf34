import { describe, expect, it, vi } from 'vitest';

import type * as Vocabulary from '@/lib/api/vocabulary';

import type { ReportChartId } from '../types';
import { CHART_CHOICES, hasMetric, hasRange, hasX, withChartType } from './chart-editor';

// A chart added to the server's catalogue reaches the editor through the API vocabulary alone: the vocabulary here
// holds one chart more than the catalogue, as it would after `scripts/schema.sh --write`.
vi.mock('@/lib/api/vocabulary', async (importOriginal) => {
  const real = await importOriginal<typeof Vocabulary>();
  const runCount = { title: 'Runs in each group', label: 'How many runs each group holds', metric: false, range: true, x: false, default: false, empty: 'No group in {runs}.' };
  return { ...real, CHARTS: { ...real.CHARTS, run_count: runCount } };
});

const runCount = 'run_count' as ReportChartId;

describe("the report editor's chart choices", () => {
  it('are the catalogue’s charts in its order, each with its label', async () => {
    const { CHARTS } = await import('@/lib/api/vocabulary');
    expect(CHART_CHOICES).toEqual(Object.entries(CHARTS).map(([value, chart]) => ({ value, label: chart.label })));
    expect(CHART_CHOICES.at(-1)).toEqual({ value: 'run_count', label: 'How many runs each group holds' });
  });

  it('offer what the catalogue says a chart takes, and clear the rest', () => {
    expect([hasMetric(runCount), hasRange(runCount), hasX(runCount)]).toEqual([false, true, false]);
    const scaling = { chart: 'scaling' as ReportChartId, metric: 'tps', x: 'nodes', caption: 'c', y_min: 1, y_max: 9, request: null };
    expect(withChartType(scaling, runCount)).toEqual({ ...scaling, chart: 'run_count', metric: '', x: '', y_min: 1, y_max: 9 });
  });
});
