import { METRICS } from '@/lib/api/vocabulary';

import type { NumericMetricKey } from '../types';

export type MetricDefinition = {
  key: NumericMetricKey;
  label: string;
  unit?: string;
  digits: number;
  /** How the run's value was combined from several files, for the provenance sentence. */
  combine: 'sum' | 'mean' | 'one';
};

/**
 * The cards on the run page, in reading order: how each is titled, rounded and explained. Labels and units of
 * the metrics themselves come from the catalogue (lib/api/vocabulary.ts, generated from the backend).
 */
export const METRIC_CARDS: readonly MetricDefinition[] = [
  { key: 'tps', label: 'Transactions per second', unit: 'txn/s', digits: 1, combine: 'sum' },
  { key: 'cpu_util_pct', label: 'CPU utilisation', unit: '%', digits: 1, combine: 'mean' },
  { key: 'cpus', label: 'CPUs', digits: 0, combine: 'sum' },
  // Titled by the catalogue's unit wording, so the run page and comparisons say the same thing.
  { key: 'cpu_seconds_per_1000_txn', label: METRICS.cpu_seconds_per_1000_txn.unit, unit: 's', digits: 2, combine: 'one' },
  { key: 'txn_per_cpu', label: 'Transactions per CPU', unit: 'txn/s', digits: 1, combine: 'one' },
  { key: 'read_mb_s', label: 'Disk reads', unit: 'MB/s', digits: 1, combine: 'sum' },
  { key: 'write_mb_s', label: 'Disk writes', unit: 'MB/s', digits: 1, combine: 'sum' },
  { key: 'read_iops', label: 'Disk read operations', unit: 'reads/s', digits: 0, combine: 'sum' },
  { key: 'write_iops', label: 'Disk write operations', unit: 'writes/s', digits: 0, combine: 'sum' },
  { key: 'interconnect_mb_s', label: 'Interconnect traffic', unit: 'MB/s', digits: 1, combine: 'sum' },
];

/** Human names for the file that speaks for the run's metrics. */
export const BASIS_LABELS: Record<string, string> = {
  awr_rac_global: 'the RAC-wide AWR report',
  awr_instance: 'the instance AWR (or Statspack) reports, added up',
  benchmark_table: 'the benchmark table',
  sar: 'sar output',
  none: 'no parsed file yet',
};
