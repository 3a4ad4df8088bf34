/** The quantities the user-scaling chart can put on its y axis. */
export type ScalingMetric = 'tps' | 'cpu_util_pct' | 'txn_per_cpu' | 'cpu_seconds_per_1000_txn';

export const SCALING_METRICS: Record<ScalingMetric, string> = {
  tps: 'Throughput (transactions/s)',
  cpu_util_pct: 'CPU utilisation (%)',
  txn_per_cpu: 'Throughput per CPU',
  cpu_seconds_per_1000_txn: 'CPU s per 1000 transactions',
};
