export type Block =
  | { kind: 'heading'; level: 2 | 3 | 4; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'code'; text: string };

/**
 * The narrative sits under the report's h1, so its headings start at h2 and none goes more than one level below the
 * heading before it (axe: heading-order): a narrative that opens with "##" or jumps from "#" to "###" keeps its
 * shape without leaving a gap in the page's outline.
 */
function closeHeadingGaps(blocks: Block[]): Block[] {
  let previous = 1;
  return blocks.map((block) => {
    if (block.kind !== 'heading') return block;
    const level = Math.min(block.level, previous + 1) as 2 | 3 | 4;
    previous = level;
    return level === block.level ? block : { ...block, level };
  });
}

/** Splits Markdown into blocks: headings, paragraphs, bullet / numbered lists and fenced code. */
export function parseBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    if (line.startsWith('```')) {
      flush();
      const code: string[] = [];
      for (i += 1; i < lines.length && !(lines[i] ?? '').startsWith('```'); i += 1) code.push(lines[i] ?? '');
      blocks.push({ kind: 'code', text: code.join('\n') });
      continue;
    }
    const heading = /^(#{1,4})\s+(.*)$/.exec(line);
    const bullet = /^\s*[-*]\s+(.*)$/.exec(line);
    const numbered = /^\s*\d+[.)]\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      const level = Math.min(4, Math.max(2, (heading[1] ?? '#').length + 1)) as 2 | 3 | 4;
      blocks.push({ kind: 'heading', level, text: heading[2] ?? '' });
    } else if (bullet || numbered) {
      flush();
      const ordered = Boolean(numbered);
      const text = (bullet?.[1] ?? numbered?.[1]) ?? '';
      const last = blocks[blocks.length - 1];
      if (last?.kind === 'list' && last.ordered === ordered) last.items.push(text);
      else blocks.push({ kind: 'list', ordered, items: [text] });
    } else if (line.trim() === '') {
      flush();
    } else {
      paragraph.push(line.trim());
    }
  }
  flush();
  return closeHeadingGaps(blocks);
}
