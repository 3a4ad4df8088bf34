import type { Rule } from '../types';

/** "+125 % transaction throughput (z10, 4 nodes, HiperSockets vs 1 GbE)": evidence from a study, not a forecast. */
export function formatUpside(upside: NonNullable<Rule['upside']>): string {
  const sign = upside.percent > 0 ? '+' : '';
  const number = Number.isInteger(upside.percent) ? String(upside.percent) : upside.percent.toFixed(1);
  return `${sign}${number} % ${upside.metric}${upside.context ? ` (${upside.context})` : ''}`;
}
