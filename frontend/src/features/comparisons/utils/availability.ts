import { METRICS } from '@/lib/api/vocabulary';

import type { ChartId, ComparisonResult } from '../types';

export type ChartStatus = ComparisonResult['charts'][number];

/** The server's verdict per chart: whether it has anything to draw and, if not, why in one line. */
export function chartStatus(result: ComparisonResult): Partial<Record<ChartId, ChartStatus>> {
  return Object.fromEntries((result.charts ?? []).map((c) => [c.chart, c]));
}

/** The charts that have data, in the order given (the default choice when saving a report). */
export function availableCharts(result: ComparisonResult | undefined, among: readonly ChartId[]): ChartId[] {
  if (!result) return [];
  const status = chartStatus(result);
  return among.filter((c) => status[c]?.available);
}

/** "users", "nodes" or "users or nodes": what the scaling chart has on its x axis. */
export function scalingAxis(result: ComparisonResult): string {
  const axes = [...new Set(result.scaling.map((c) => c.axis))];
  return axes.length === 1 && axes[0] ? axes[0] : 'users or nodes';
}

/**
 * What the CPU cost chart compares: the catalogue's CPU seconds per 1000 transactions, or the server's index unit
 * when the runs hold a study's relative results.
 */
export function cpuCostQuantity(result: ComparisonResult): string {
  const own = METRICS.cpu_seconds_per_1000_txn;
  const unit = result.metrics.find((m) => m.key === 'cpu_seconds_per_1000_txn')?.unit ?? own.unit;
  return unit === own.unit ? own.label : unit;
}
