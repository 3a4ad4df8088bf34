import type { CheckFile, CheckFileState } from '../types';
import { CLUSTER_NODE } from './upload-areas';

/** Files by node (cluster first, then host names in natural order), then by name. */
export function sortFiles(files: readonly CheckFile[]): CheckFile[] {
  const rank = (node: string) => (node === CLUSTER_NODE ? 0 : 1);
  return [...files].sort(
    (a, b) =>
      rank(a.node) - rank(b.node) ||
      a.node.localeCompare(b.node, 'en', { numeric: true }) ||
      a.name.localeCompare(b.name, 'en', { numeric: true }),
  );
}

/** How many files are in each parse state. */
export function countFileStates(files: readonly CheckFile[]): Record<CheckFileState, number> {
  const counts: Record<CheckFileState, number> = { stored: 0, parsed: 0, failed: 0, ignored: 0 };
  for (const file of files) counts[file.state] += 1;
  return counts;
}
