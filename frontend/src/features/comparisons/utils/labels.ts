import type { LayoutAxis } from 'plotly.js';

/**
 * Labels of chart figures: never cut, wrapped to the room a figure has. Plotly draws titles and tick labels from a
 * small HTML subset, so user text (run and group labels) is escaped and lines are joined with <br>.
 */

/** Average width of one character of the charts' 12 px sans-serif font, in px (a little generous, so lines fit). */
export const CHAR_PX = 7;
/** Fewest characters a wrapped line may hold; a narrower slot still gets lines this long. */
export const MIN_LINE_CHARS = 8;

/** Plotly's text markup characters escaped, so a run label reads as typed. */
export function plotText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The text's lines of at most `width` characters, broken at spaces; a word longer than a line keeps a line whole. */
export function wrapLines(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A label wrapped for Plotly: escaped lines joined with <br>. Every word of the text is kept. */
export function wrapLabel(text: string, width: number): string {
  return wrapLines(text, Math.max(MIN_LINE_CHARS, Math.floor(width))).map(plotText).join('<br>');
}

/** How many characters fit on one line of a slot `px` wide. */
export function charsIn(px: number): number {
  return Math.max(MIN_LINE_CHARS, Math.floor(px / CHAR_PX));
}

/** Room for one category's label on an x axis of `count` categories across a figure `widthPx` wide. */
export function categoryChars(count: number, widthPx: number): number {
  // The plot area is the figure less the y axis (its ticks and title) and the right margin.
  const plot = Math.max(120, widthPx - 110);
  return charsIn((plot / Math.max(1, count)) * 0.92);
}

/** An x axis of named categories: every label whole, wrapped to the room each category has, never tilted. */
export function categoryAxis(names: string[], widthPx: number, extra: Partial<LayoutAxis> = {}): Partial<LayoutAxis> {
  const chars = categoryChars(names.length, widthPx);
  return {
    type: 'category',
    tickmode: 'array',
    tickvals: names,
    ticktext: names.map((n) => wrapLabel(n, chars)),
    tickangle: 0,
    automargin: true,
    ...extra,
  };
}

/** An axis title wrapped to `chars` characters a line; the axis makes room for it (automargin). */
export function axisTitle(text: string, chars: number): Partial<LayoutAxis> {
  return { title: { text: wrapLabel(text, chars), standoff: 8 }, automargin: true };
}

/** Pixels between a count axis and its tick labels: more than half a 12 px tick label's height. */
export const COUNT_TICK_STANDOFF = 10;

/**
 * The x axis of a count (users, nodes) drawn against a quantity from 0: its tick labels sit a little lower than
 * Plotly's default, so a first tick at the left corner (users 39 to 40 autoranged) clears the y axis's 0, whose label
 * is centred on that corner.
 */
export function countAxis(text: string, chars: number): Partial<LayoutAxis> {
  return { ...axisTitle(text, chars), ticklabelstandoff: COUNT_TICK_STANDOFF } as Partial<LayoutAxis>;
}

/** "Throughput (transactions/s)", or "Throughput, index (baseline = 100)" for an index (no nested brackets). */
export function quantityTitle(label: string, unit: string): string {
  if (!unit) return label;
  return unit.startsWith('index') ? `${label}, ${unit}` : `${label} (${unit})`;
}

/** An index axis's title: what is indexed, and against what (the card's note names the baseline). */
export function indexTitle(quantity: string): string {
  return `${quantity}, index (baseline = 100)`;
}

/** Characters a y axis title line holds on a figure `heightPx` tall (its plot area is a little shorter). */
export function yTitleChars(heightPx: number): number {
  return charsIn(Math.max(120, heightPx - 130));
}

/** How many lines a horizontal legend of these names needs across `widthPx` (Plotly puts entries side by side). */
export function legendRows(names: string[], widthPx: number): number {
  let rows = 1;
  let used = 0;
  for (const name of names) {
    // Symbol, gap and padding: about 50 px per entry besides its text.
    const entry = name.length * CHAR_PX + 50;
    if (used > 0 && used + entry > widthPx) {
      rows += 1;
      used = 0;
    }
    used += entry;
  }
  return names.length ? rows : 0;
}
