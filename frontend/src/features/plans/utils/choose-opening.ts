import type { PlanDraft, RestoredFrom, TopologyDraft, VersionDetail } from '../types';
import type { LocalDraft } from './local-draft';
import { sameDocument } from './same-document';

export type Opening = { document: TopologyDraft; base: number | null; restored: RestoredFrom };

/**
 * What the editor opens with: the newest of the server draft and this browser's copy when either
 * holds changes, else the latest saved version.
 */
export function chooseOpening(latest: VersionDetail | null, server: PlanDraft | null, local: LocalDraft | null): Opening {
  const saved: Opening = { document: latest?.document ?? {}, base: latest?.number ?? null, restored: null };
  const candidates: { document: TopologyDraft; base: number | null; at: string; source: 'server' | 'browser' }[] = [];
  if (server) candidates.push({ document: server.document, base: server.base_version, at: server.updated_at, source: 'server' });
  if (local) candidates.push({ document: local.document, base: local.base_version, at: local.saved_at, source: 'browser' });
  candidates.sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  const newest = candidates[0];
  if (!newest) return saved;
  // A draft that still equals the saved version it started from holds nothing to restore.
  if (latest && newest.base === latest.number && sameDocument(newest.document, latest.document)) return saved;
  return { document: newest.document, base: newest.base ?? latest?.number ?? null, restored: { source: newest.source, savedAt: newest.at } };
}
