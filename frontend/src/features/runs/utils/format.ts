/** Numbers for metric cards and tables: grouped thousands, a sensible number of decimals, a dash when missing. */
export function formatNumber(value: number | null | undefined, maximumFractionDigits = 1): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '—';
  const digits = Math.abs(value) < 10 && maximumFractionDigits < 2 ? Math.max(maximumFractionDigits, 2) : maximumFractionDigits;
  return value.toLocaleString('en-US', { maximumFractionDigits: digits });
}

/** File sizes in B, KB, MB or GB (1024-based, as the server limits are). */
export function formatBytes(size: number | null | undefined): string {
  if (size === null || size === undefined) return '—';
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = size;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}

/** A date (YYYY-MM-DD) shown as the user's locale writes it. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(`${value}T00:00:00`);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString(undefined, { dateStyle: 'medium' });
}
