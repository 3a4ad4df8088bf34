import type { LayoutAxis } from 'plotly.js';

/** Longest category label drawn in full under a bar; longer ones are shortened (the hover and legend keep them whole). */
export const MAX_TICK_LABEL = 22;

/** A label shortened to at most `max` characters, at a word boundary when there is one, ending with "…". */
export function shortLabel(text: string, max = MAX_TICK_LABEL): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  // A cut that ends where a word ends keeps the word; otherwise back up to the last space, if not too far back.
  const space = text[max - 1] === ' ' ? cut.length : cut.lastIndexOf(' ');
  return `${(space >= max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:(-]+$/, '')}…`;
}

/** An x axis of named categories whose tick labels are shortened and tilted when many or long. */
export function categoryAxis(names: string[], extra: Partial<LayoutAxis> = {}): Partial<LayoutAxis> {
  const long = names.some((n) => n.length > 12);
  return {
    tickmode: 'array',
    tickvals: names,
    ticktext: names.map((n) => shortLabel(n)),
    tickangle: long && names.length > 2 ? -25 : 0,
    automargin: true,
    ...extra,
  };
}
