/** Byte counts the way people read them: 812 B, 14.2 KB, 3.1 MB (powers of 1024). */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes == null || !Number.isFinite(bytes) || bytes < 0) return '—';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

/** The first 12 hex digits of a SHA-256: enough to tell bundles apart at a glance. */
export function shortSha(sha: string | null | undefined): string {
  return sha ? sha.slice(0, 12) : '—';
}
