// Byte counts moved to the shared lib (the as-built page shows them too); re-exported so imports stay put.
export { formatBytes } from '@/lib/format';

/** The first 12 hex digits of a SHA-256: enough to tell bundles apart at a glance. */
export function shortSha(sha: string | null | undefined): string {
  return sha ? sha.slice(0, 12) : '—';
}
