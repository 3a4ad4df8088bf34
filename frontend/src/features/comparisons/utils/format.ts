/** Numbers in tables, hovers and summaries: a few significant digits, never a small value rounded to 0. */

/** Plotly's d3 format for hovers: three significant digits, trailing zeros dropped (0.003, 45.7, 1230). */
export const HOVER_NUMBER = '.3~g';

/** `value` to `digits` significant digits, written out (0.003, 12.35, 1,235), or a dash. */
export function formatNumber(value: number | null | undefined, digits = 4): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const abs = Math.abs(value);
  if (abs !== 0 && (abs >= 1e9 || abs < 1e-6)) return value.toExponential(2);
  return value.toLocaleString('en-US', { maximumSignificantDigits: digits });
}

/**
 * A percentage with one decimal where that is enough (102.8 %), and two significant digits below 1 % so that a small
 * share stays visible (0.0031 %, not 0.0 %). Zero is "0 %".
 */
export function formatPct(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return `${pctDigits(value)} %`;
}

function pctDigits(value: number): string {
  const abs = Math.abs(value);
  if (abs === 0) return '0';
  if (abs >= 1) return value.toFixed(1);
  return formatNumber(value, 2);
}

/** A signed change in per cent (+2.8 %, -31.0 %, +0.012 %); exactly no change is "±0 %". */
export function formatChange(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  if (value === 0) return '±0 %';
  return `${value > 0 ? '+' : ''}${pctDigits(value)} %`;
}

/** The text over a normalized bar: its change against the baseline, or "baseline" on the baseline's own bar. */
export function barText(
  row: { group: string; pct_change: number | null; within_noise: boolean | null },
  baseline: string,
): string {
  if (row.group === baseline) return 'baseline';
  const change = formatChange(row.pct_change);
  return row.within_noise ? `${change} (noise)` : change;
}

/** Distance from a value up to / down to the ends of its interval, for asymmetric error bars. */
export function intervalArms(ci: number[] | null | undefined, value: number | null | undefined): [number, number] {
  const lo = ci?.[0];
  const hi = ci?.[1];
  if (lo === undefined || hi === undefined || value === null || value === undefined) return [0, 0];
  return [hi - value, value - lo];
}

/** Half the width of an interval, or null. */
export function halfWidth(ci: number[] | null | undefined): number | null {
  const lo = ci?.[0];
  const hi = ci?.[1];
  return lo === undefined || hi === undefined ? null : (hi - lo) / 2;
}

/** How a difference relates to run-to-run noise, in words. */
export function noiseLabel(withinNoise: boolean | null | undefined): string {
  if (withinNoise === true) return 'within noise';
  if (withinNoise === false) return 'beyond noise';
  return 'not testable (one run)';
}
