/**
 * Turns the flat list of bundle paths ("rac1/etc/sysctl.conf", "cluster/sql/x.sql", "README.md")
 * into a directory tree for the file browser.
 */

export type TreeFile = { kind: 'file'; name: string; path: string };
export type TreeDirectory = {
  kind: 'directory';
  /** What the row shows: one segment, or several joined with "/" when single-child chains were folded. */
  name: string;
  /** Full path of the directory, without a trailing slash. */
  path: string;
  children: TreeNode[];
};
export type TreeNode = TreeFile | TreeDirectory;

type MutableDirectory = { directories: Map<string, MutableDirectory>; files: string[] };

function emptyDirectory(): MutableDirectory {
  return { directories: new Map(), files: [] };
}

function byName(a: { name: string }, b: { name: string }): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

function freeze(directory: MutableDirectory, prefix: string, compact: boolean): TreeNode[] {
  const directories: TreeDirectory[] = [];
  for (const [segment, child] of directory.directories) {
    let name = segment;
    let path = prefix ? `${prefix}/${segment}` : segment;
    let current = child;
    // Deep install paths (u01/app/oracle/product/…/network/admin) would otherwise take one row per segment.
    while (compact && current.files.length === 0 && current.directories.size === 1) {
      const [nextSegment, next] = current.directories.entries().next().value as [string, MutableDirectory];
      name = `${name}/${nextSegment}`;
      path = `${path}/${nextSegment}`;
      current = next;
    }
    directories.push({ kind: 'directory', name, path, children: freeze(current, path, compact) });
  }
  const files: TreeFile[] = directory.files.map((name) => ({
    kind: 'file',
    name,
    path: prefix ? `${prefix}/${name}` : name,
  }));
  // Directories first, then files, each alphabetically: the order a file manager uses.
  return [...directories.sort(byName), ...files.sort(byName)];
}

/**
 * Builds the tree. Top-level directories (one per node hostname, plus `cluster`) are never folded
 * into their children so every node keeps its own row; deeper single-child chains are folded when
 * `compact` is on. Empty segments from doubled or leading slashes are ignored.
 */
export function buildFileTree(paths: readonly string[], { compact = true }: { compact?: boolean } = {}): TreeNode[] {
  const root = emptyDirectory();
  for (const raw of new Set(paths)) {
    const segments = raw.split('/').filter((segment) => segment !== '');
    if (segments.length === 0) continue;
    let directory = root;
    for (const segment of segments.slice(0, -1)) {
      let next = directory.directories.get(segment);
      if (!next) {
        next = emptyDirectory();
        directory.directories.set(segment, next);
      }
      directory = next;
    }
    const name = segments[segments.length - 1] as string;
    if (!directory.files.includes(name)) directory.files.push(name);
  }
  const top = freeze({ directories: new Map(), files: root.files }, '', false);
  const directories: TreeDirectory[] = [...root.directories].map(([segment, child]) => ({
    kind: 'directory',
    name: segment,
    path: segment,
    children: freeze(child, segment, compact),
  }));
  // `cluster` holds the shared files; it goes after the node directories, which sort by hostname.
  directories.sort((a, b) => (a.name === 'cluster' ? 1 : b.name === 'cluster' ? -1 : byName(a, b)));
  return [...directories, ...top];
}

/** Every file path under a node, depth first, in the order the tree shows them. */
export function filesIn(nodes: readonly TreeNode[]): string[] {
  return nodes.flatMap((node) => (node.kind === 'file' ? [node.path] : filesIn(node.children)));
}

/** The directories that have to be open for `path` to be visible (each ancestor directory's path). */
export function ancestorsOf(nodes: readonly TreeNode[], path: string): string[] {
  for (const node of nodes) {
    if (node.kind === 'file') {
      if (node.path === path) return [];
      continue;
    }
    if (path.startsWith(`${node.path}/`)) return [node.path, ...ancestorsOf(node.children, path)];
  }
  return [];
}
