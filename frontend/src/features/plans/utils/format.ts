export function scoreColour(score: number | null | undefined): string {
  // Light fills with dark text, dark fill with white text: readable either way (autoContrast).
  if (score === null || score === undefined) return 'gray.3';
  if (score >= 80) return 'green.3';
  if (score >= 60) return 'yellow.3';
  return 'red.9';
}

/** Readable name of a JSON pointer for the "where" line: one home, in lib/pointer. */
export { describePointer } from '@/lib/pointer';
