import { ASBUILT_KINDS } from '@/lib/api/vocabulary';

/** Where an upload goes: one node's files, the cluster-wide files, or an archive with one folder per node. */
export type UploadArea =
  | { key: string; kind: 'node'; node: string; title: string; hint: string }
  | { key: 'cluster'; kind: 'cluster'; node: 'cluster'; title: string; hint: string }
  | { key: 'archive'; kind: 'archive'; node: null; title: string; hint: string };

export const CLUSTER_NODE = 'cluster';

/** The upload help's names of the kinds the server reads from one area (ASBUILT_KINDS, in the order it tries them). */
function hints(scope: 'node' | 'cluster'): string[] {
  return Object.values(ASBUILT_KINDS)
    .filter((k) => k.scope === scope && k.hint)
    .map((k) => k.hint);
}

function andList(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export const NODE_HINT = hints('node').join(', ');
export const CLUSTER_HINT = `Output of ${andList(hints('cluster'))}, taken on any one node`;
const ARCHIVE_HINT =
  'zip or tar (.gz, .bz2, .xz) whose top folders are the host names (a bundle archive uploads as it is); cluster/ for cluster-wide files; ' +
  'or a node’s sosreport or dbginfo.sh archive as the tool wrote it';

/** The host names of the plan version's nodes, in the document's order; anything malformed is skipped. */
export function planNodes(document: unknown): string[] {
  if (typeof document !== 'object' || document === null) return [];
  const nodes = (document as { nodes?: unknown }).nodes;
  if (!Array.isArray(nodes)) return [];
  const names: string[] = [];
  for (const node of nodes) {
    const hostname = typeof node === 'object' && node !== null ? (node as { hostname?: unknown }).hostname : undefined;
    if (typeof hostname === 'string' && hostname && !names.includes(hostname)) names.push(hostname);
  }
  return names;
}

/** One area per node of the plan, then the cluster-wide area, then the archive area. */
export function uploadAreas(nodes: readonly string[]): UploadArea[] {
  return [
    ...nodes.map((node): UploadArea => ({ key: `node-${node}`, kind: 'node', node, title: `Files from ${node}`, hint: NODE_HINT })),
    { key: 'cluster', kind: 'cluster', node: CLUSTER_NODE, title: 'Cluster-wide files', hint: CLUSTER_HINT },
    { key: 'archive', kind: 'archive', node: null, title: 'Archive with one folder per node', hint: ARCHIVE_HINT },
  ];
}
