import type { RunMetrics } from '../types';

/**
 * A run's measured throughput in transactions per second, or null when it has none to show: no throughput at all,
 * or only an index (the studies that publish relative figures set the reference run to 100; see
 * apps/comparisons/reference.py). An index is not a rate and never goes into a column headed by a rate's unit.
 */
export function absoluteThroughput(metrics: RunMetrics | null | undefined): number | null {
  const tps = metrics?.tps;
  if (!tps || typeof tps.value !== 'number' || Number.isNaN(tps.value)) return null;
  if (tps.indexed || metrics?.basis === 'reference_normalized') return null;
  return tps.value;
}
