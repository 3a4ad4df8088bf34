import { describe, expect, it } from 'vitest';

import { classifyDiffLine, diffLines, diffStats } from './diff-lines';

const CHANGED = [
  '--- a/rac1/etc/sysctl.conf',
  '+++ b/rac1/etc/sysctl.conf',
  '@@ -1,3 +1,3 @@',
  ' # kernel parameters',
  '-kernel.sem = 250 32000 100 128',
  '+kernel.sem = 250 64000 100 256',
  ' fs.file-max = 65536',
  '',
].join('\n');

describe('diffLines', () => {
  it('classifies headers, hunks, added, removed and context lines', () => {
    expect(diffLines(CHANGED).map((line) => line.kind)).toEqual([
      'header',
      'header',
      'hunk',
      'context',
      'removed',
      'added',
      'context',
    ]);
  });

  it('keeps the text of every line exactly, markup included', () => {
    const lines = diffLines('@@ -0,0 +1 @@\n+<script>alert(1)</script>\n');
    expect(lines[1]).toEqual({ kind: 'added', text: '+<script>alert(1)</script>' });
  });

  it('reads "--- " inside a hunk as a removed line, not a header', () => {
    const lines = diffLines('--- a/x\n+++ b/x\n@@ -1 +1 @@\n--- old rule\n+++ new rule\n');
    expect(lines.slice(3).map((line) => line.kind)).toEqual(['removed', 'added']);
  });

  it('marks "\\ No newline at end of file" as a note', () => {
    expect(classifyDiffLine('\\ No newline at end of file', true)).toBe('note');
  });

  it('classifies added and removed files from /dev/null', () => {
    const lines = diffLines('--- /dev/null\n+++ b/cluster/x.sql\n@@ -0,0 +1,2 @@\n+a\n+b\n');
    expect(lines.map((line) => line.kind)).toEqual(['header', 'header', 'hunk', 'added', 'added']);
  });

  it('returns nothing for an empty diff and keeps a last line without newline', () => {
    expect(diffLines('')).toEqual([]);
    expect(diffLines('@@ -1 +1 @@\n-a\n+b')).toHaveLength(3);
  });
});

describe('diffStats', () => {
  it('counts added and removed lines but not the file headers', () => {
    expect(diffStats(diffLines(CHANGED))).toEqual({ added: 1, removed: 1 });
  });
});
