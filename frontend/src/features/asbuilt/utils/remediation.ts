import type { AsBuiltCheck, Difference } from '../types';

/**
 * The nodes a remediation can be asked for: each node with a differing setting, and, when document fields differ,
 * every planned node the check has files of (the server refuses a node without any difference).
 */
export function remediableNodes(check: Pick<AsBuiltCheck, 'diff' | 'nodes'>): string[] {
  const nodes = new Set(check.diff.lines.map((line) => line.node));
  if (check.diff.fields.length > 0) {
    for (const node of check.nodes) if (node !== 'cluster' && !check.diff.unplanned_nodes.includes(node)) nodes.add(node);
  }
  return [...nodes].sort();
}

/** One difference in words: the setting (and its node) or the document field, with the values it had. */
export function differenceLabel(item: Difference): string {
  const where = item.what === 'setting' ? `${item.node ?? ''}: ${item.key}` : item.node ? `${item.node}: ${item.key}` : item.key;
  return `${where} (planned ${item.planned ?? '—'}, as built ${item.actual ?? '—'})`;
}
