import { METRICS } from '@/lib/api/vocabulary';

import type { NumericMetricKey } from '../types';

/** The catalogue's core metrics, in its order (apps/runs/metrics/catalogue.py): the run page's cards. */
const CORE = (Object.keys(METRICS) as NumericMetricKey[]).filter((key) => METRICS[key].core);

/** Cards that count transactions: they say nothing of a run whose driver is judged on something else (SLOB). */
const PER_TRANSACTION: readonly string[] = ['tps', 'cpu_seconds_per_1000_txn', 'txn_per_cpu'];

const isMetric = (key: string): key is NumericMetricKey => key in METRICS;

/**
 * The cards of a run, in reading order: its driver's throughput first (SLOB: reads and redo per second; HammerDB:
 * NOPM; otherwise transactions per second; apps/runs/metrics/driver.py), then the core metrics. A run judged on
 * something other than transactions shows no per-transaction card.
 */
export function cardsFor(throughput: readonly string[] | undefined): NumericMetricKey[] {
  const keys = throughput ?? ['tps'];
  const byTransactions = keys.includes('tps') || keys.includes('nopm');
  const rest = CORE.filter((key) => !keys.includes(key) && (byTransactions || !PER_TRANSACTION.includes(key)));
  return [...keys.filter(isMetric), ...rest];
}
