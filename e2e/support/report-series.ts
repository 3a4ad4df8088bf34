import { readFileSync } from 'node:fs';

/**
 * Consecutive Statspack reports of one database built from a real one: only its snapshot ids and snapshot times
 * change (the "Begin Snap:"/"End Snap:" lines, the "Snaps: a-b" titles), as backend/apps/runs/tests/report_series
 * does for the backend tests (see its README). The source is read in place from ../shared; nothing is written.
 */
const SNAP_LINE = /^(\s*(?:Begin|End) Snap:\s+)(\d+)(\s+)(\d{2}-[A-Z][a-z]{2}-\d{2} \d{2}:\d{2}:\d{2})/gm;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function parse(stamp: string): number {
  const [d = '', mon = '', y = '', h = 0, m = 0, s = 0] = stamp.split(/[- :]/).map((part, i) => (i < 3 ? part : Number(part)));
  return Date.UTC(2000 + Number(y), MONTHS.indexOf(String(mon)), Number(d), Number(h), Number(m), Number(s));
}

function format(ms: number): string {
  const t = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(t.getUTCDate())}-${MONTHS[t.getUTCMonth()]}-${p(t.getUTCFullYear() % 100)} ${p(t.getUTCHours())}:${p(t.getUTCMinutes())}:${p(t.getUTCSeconds())}`;
}

/** The text of ``path`` renumbered from ``beginId`` and moved to start at ``begin`` (ms, UTC); its new end. */
export function retimed(path: string, beginId: number, begin: number): { text: string; end: number } {
  const text = readFileSync(path, 'latin1');
  const [first, second] = [...text.matchAll(SNAP_LINE)];
  if (!first?.[2] || !first[4] || !second?.[2] || !second[4]) throw new Error(`${path}: no Begin/End Snap lines`);
  const oldBegin = parse(first[4]);
  const oldEnd = parse(second[4]);
  const ids = new Map([[Number(first[2]), beginId], [Number(second[2]), beginId + 1]]);
  const shift = begin - oldBegin;
  const out = text
    .replace(SNAP_LINE, (_all, head: string, id: string, gap: string, stamp: string) => {
      const next = String(ids.get(Number(id)));
      return `${head.slice(0, head.length + id.length - next.length)}${next}${gap}${format(parse(stamp) + shift)}`;
    })
    .replace(/Snaps: (\d+)-(\d+)/g, (_all, a: string, b: string) => `Snaps: ${ids.get(Number(a)) ?? a}-${ids.get(Number(b)) ?? b}`);
  return { text: out, end: oldEnd + shift };
}

/** One file per source, each starting where the one before ended; after ``gapAfter`` one interval is left out. */
export function series(sources: string[], start: number, gapAfter = -1): { name: string; buffer: Buffer }[] {
  const files: { name: string; buffer: Buffer }[] = [];
  let begin = start;
  let id = 1000;
  sources.forEach((source, n) => {
    const { text, end } = retimed(source, id, begin);
    files.push({ name: `sp_${String(n).padStart(2, '0')}_${id}_${id + 1}.txt`, buffer: Buffer.from(text, 'latin1') });
    // after the gap, one interval of the same length and one snapshot are left out
    const length = end - begin;
    begin = n === gapAfter ? end + length : end;
    id += n === gapAfter ? 2 : 1;
  });
  return files;
}
