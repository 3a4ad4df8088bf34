/** A number for a table cell or a hover label: a few significant digits, or a dash. */
export function formatNumber(value: number | null | undefined, digits = 4): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const abs = Math.abs(value);
  if (abs !== 0 && (abs >= 1e6 || abs < 1e-3)) return value.toExponential(2);
  return Number(value.toPrecision(digits)).toLocaleString(undefined, { maximumFractionDigits: 3 });
}

export function formatPct(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return `${value.toFixed(1)} %`;
}

export function formatChange(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return `${value > 0 ? '+' : ''}${value.toFixed(1)} %`;
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
