/** Okabe–Ito: eight colours that stay distinct for the common kinds of colour blindness. */
export const COLOUR_BLIND_SAFE = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#F0E442', '#000000'] as const;

/** Sorted largest first; classes with no time are left out so the chart shows what mattered. */
export function waitClassBars(shares: Record<string, number>): { classes: string[]; values: number[] } {
  const entries = Object.entries(shares)
    .filter(([, value]) => typeof value === 'number' && Number.isFinite(value) && value > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return { classes: entries.map(([name]) => name), values: entries.map(([, value]) => value) };
}

export function barColours(count: number): string[] {
  return Array.from({ length: count }, (_, index) => COLOUR_BLIND_SAFE[index % COLOUR_BLIND_SAFE.length] as string);
}
