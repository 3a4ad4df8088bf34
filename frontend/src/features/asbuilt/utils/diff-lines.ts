import type { ChangeKind, DiffLine } from '../types';

export const CHANGE_KINDS: readonly ChangeKind[] = ['changed', 'missing', 'extra'];

export const CHANGE_LABELS: Record<ChangeKind, string> = {
  changed: 'Changed',
  missing: 'Missing on the node',
  extra: 'Not in the plan',
};

export const CHANGE_COLOURS: Record<ChangeKind, string> = {
  changed: 'orange.9',
  missing: 'red.9',
  extra: 'blue.9',
};

/** A filter value from a select: one of the change kinds, or null (all changes) for anything else. */
export function changeFilter(value: string | null): ChangeKind | null {
  return CHANGE_KINDS.find((kind) => kind === value) ?? null;
}

/** Which lines to show: one node (or all) and one kind of change (or all). */
export type DiffFilters = { node: string | null; change: ChangeKind | null };

export const NO_FILTERS: DiffFilters = { node: null, change: null };

export type FileGroup = { file: string; kind: string; lines: DiffLine[] };
export type NodeGroup = { node: string; count: number; files: FileGroup[] };

export function filterDiffLines(lines: readonly DiffLine[], filters: DiffFilters): DiffLine[] {
  return lines.filter(
    (line) => (filters.node === null || line.node === filters.node) && (filters.change === null || line.change === filters.change),
  );
}

// The cluster-wide files come first: what every node shares reads before what one node got wrong.
const CLUSTER = 'cluster';

function compareNodes(a: string, b: string): number {
  if (a === b) return 0;
  if (a === CLUSTER) return -1;
  if (b === CLUSTER) return 1;
  return a.localeCompare(b, 'en', { numeric: true });
}

/**
 * Lines grouped by node, then by bundle file, in a stable order (cluster first, then nodes and files
 * in natural order); within a file the lines keep the order the server gave (the file's own order).
 */
export function groupDiffLines(lines: readonly DiffLine[]): NodeGroup[] {
  const nodes = new Map<string, Map<string, FileGroup>>();
  for (const line of lines) {
    let files = nodes.get(line.node);
    if (!files) nodes.set(line.node, (files = new Map()));
    let group = files.get(line.file);
    if (!group) files.set(line.file, (group = { file: line.file, kind: line.kind, lines: [] }));
    group.lines.push(line);
  }
  return [...nodes.entries()]
    .sort(([a], [b]) => compareNodes(a, b))
    .map(([node, files]) => {
      const groups = [...files.values()].sort((a, b) => a.file.localeCompare(b.file, 'en', { numeric: true }));
      return { node, count: groups.reduce((sum, group) => sum + group.lines.length, 0), files: groups };
    });
}

/** The node names that have at least one line, in the same order as the groups, for the node filter. */
export function diffNodes(lines: readonly DiffLine[]): string[] {
  return [...new Set(lines.map((line) => line.node))].sort(compareNodes);
}

/** Counts per kind of change among the lines (for the filter's labels). */
export function countByChange(lines: readonly DiffLine[]): Record<ChangeKind, number> {
  const counts: Record<ChangeKind, number> = { changed: 0, missing: 0, extra: 0 };
  for (const line of lines) counts[line.change] += 1;
  return counts;
}

/** The server's sentence for a line ("planned `net.core.rmem_max` 4194304, rac2 has 262144") without its code marks. */
export function diffLineSentence(line: Pick<DiffLine, 'message'>): string {
  return line.message.replaceAll('`', '');
}
