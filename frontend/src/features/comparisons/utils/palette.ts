/**
 * Okabe–Ito: eight colours that stay distinguishable with the common colour-vision deficiencies.
 * Black is kept last because it reads as "axis" more than as a series.
 */
export const OKABE_ITO = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#F0E442', '#000000'] as const;

export function seriesColour(index: number): string {
  return OKABE_ITO[index % OKABE_ITO.length] ?? OKABE_ITO[0];
}

/** Bars whose difference is within noise are drawn hatched so colour is not the only cue. */
export const WITHIN_NOISE_PATTERN = { shape: '/', fgopacity: 0.45, size: 6 } as const;
