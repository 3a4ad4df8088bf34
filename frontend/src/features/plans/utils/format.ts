export function scoreColour(score: number | null | undefined): string {
  if (score === null || score === undefined) return 'gray';
  if (score >= 80) return 'green';
  if (score >= 60) return 'yellow';
  return 'red';
}

/** Readable name of a JSON pointer for the "where" line: /nodes/1/machine → nodes › 2 › machine. */
export function describePointer(pointer: string): string {
  return pointer
    .split('/')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : part.replace(/_/g, ' ')))
    .join(' › ');
}
