/**
 * Splits a unified diff (as Python's difflib writes it) into classified lines, so the view can
 * colour them while still rendering every line as plain text.
 */

export type DiffLineKind = 'header' | 'hunk' | 'added' | 'removed' | 'context' | 'note';
export type DiffLine = { kind: DiffLineKind; text: string };

/** What a line is, judged by its first characters. */
export function classifyDiffLine(line: string, inHunk: boolean): DiffLineKind {
  // File headers only occur before the first hunk; inside a hunk "--- x" is a removed line "-- x".
  if (!inHunk && (line.startsWith('--- ') || line.startsWith('+++ '))) return 'header';
  if (line.startsWith('@@')) return 'hunk';
  if (line.startsWith('\\')) return 'note';
  if (line.startsWith('+')) return 'added';
  if (line.startsWith('-')) return 'removed';
  return 'context';
}

export function diffLines(diff: string): DiffLine[] {
  if (diff === '') return [];
  const raw = diff.endsWith('\n') ? diff.slice(0, -1) : diff;
  const lines: DiffLine[] = [];
  let inHunk = false;
  for (const text of raw.split('\n')) {
    const kind = classifyDiffLine(text, inHunk);
    if (kind === 'hunk') inHunk = true;
    lines.push({ kind, text });
  }
  return lines;
}

/** Lines added and removed in one file's diff, for the summary next to its name. */
export function diffStats(lines: readonly DiffLine[]): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const line of lines) {
    if (line.kind === 'added') added += 1;
    else if (line.kind === 'removed') removed += 1;
  }
  return { added, removed };
}
