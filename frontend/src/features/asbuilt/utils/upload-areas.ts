/** Where an upload goes: one node's files, the cluster-wide files, or an archive with one folder per node. */
export type UploadArea =
  | { key: string; kind: 'node'; node: string; title: string; hint: string }
  | { key: 'cluster'; kind: 'cluster'; node: 'cluster'; title: string; hint: string }
  | { key: 'archive'; kind: 'archive'; node: null; title: string; hint: string };

export const CLUSTER_NODE = 'cluster';

const NODE_HINT =
  'sysctl.conf or sysctl -a, limits.conf, ifcfg-* or ip addr / ip link, hosts, udev rules, multipath.conf and multipath -ll, ' +
  '/proc/dasd/devices or lsdasd, fstab, init*.ora, listener.ora, tnsnames.ora';
const CLUSTER_HINT = 'Output of oifcfg getif, crsctl query css votedisk, ocrcheck and cluvfy, taken on any one node';
const ARCHIVE_HINT = 'zip, tar or tar.gz whose top folders are the host names (a bundle archive uploads as it is); cluster/ for cluster-wide files';

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
