import type { Schemas } from '@/lib/api/types';

export type StudyStatement = Schemas['StatementBrief'];
type Scope = StudyStatement['scope'];

/** The element id of a statement where a page lists it (the rule page), for links with a #fragment. */
export const statementAnchor = (id: string) => `statement-${id}`;

/** "study 000" for 000_f661c8a8ade0fc72.txt. */
export function studyLabel(document: string): string {
  const match = /^(\d{3})_/.exec(document);
  return match ? `Study ${match[1]}` : document;
}

const SCOPE_LABELS: Record<Exclude<keyof Scope, 'carries_over'>, string> = {
  platform: 'platform',
  virtualisation: 'virtualisation',
  release: 'release',
  distribution: 'distribution',
  storage: 'storage',
  disk_manager: 'disk manager',
  workload: 'workload',
  nodes: 'nodes',
  server_mode: 'server mode',
};

/** Where a statement holds, in a line ("platform s390x; release 10.2"), or null when it does not restrict. */
export function describeScope(scope: Scope): string | null {
  const parts = (Object.keys(SCOPE_LABELS) as (keyof typeof SCOPE_LABELS)[])
    .filter((key) => scope[key].length > 0)
    .map((key) => `${SCOPE_LABELS[key]} ${scope[key].join(', ')}`);
  return parts.length ? parts.join('; ') : null;
}
