import { METRICS } from '@/lib/api/vocabulary';

/** The quantities the user-scaling chart can put on its y axis. */
export type ScalingMetric = 'tps' | 'cpu_util_pct' | 'txn_per_cpu' | 'cpu_seconds_per_1000_txn';

/** An axis title from the metric catalogue (apps/runs/metrics/catalogue.py): label and short unit. */
function axisTitle(key: ScalingMetric): string {
  return `${METRICS[key].label} (${METRICS[key].short_unit})`;
}

export const SCALING_METRICS: Record<ScalingMetric, string> = {
  tps: axisTitle('tps'),
  cpu_util_pct: axisTitle('cpu_util_pct'),
  txn_per_cpu: axisTitle('txn_per_cpu'),
  cpu_seconds_per_1000_txn: axisTitle('cpu_seconds_per_1000_txn'),
};

/** How a curve of `points` points is drawn: a line through two or more, a lone marker for one (never a curve). */
export function scalingMode(points: number): 'lines+markers' | 'markers' {
  return points > 1 ? 'lines+markers' : 'markers';
}
