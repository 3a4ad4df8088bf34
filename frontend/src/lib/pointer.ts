/** JSON pointers (RFC 6901) as people read them, shared by the plan history and the comparisons' "What changed". */

/** A pointer's readable name: /nodes/1/machine → nodes › 2 › machine (list indexes counted from 1). */
export function describePointer(pointer: string): string {
  return pointer
    .split('/')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : part.replace(/~1/g, '/').replace(/~0/g, '~').replace(/_/g, ' ')))
    .join(' › ');
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export type PointerLeaf = { pointer: string; value: string | number | boolean };

/**
 * The set fields under a value, each with its own pointer: what one row of a diff stands for when a whole node,
 * disk or section was added or removed. Empty and null members are left out, so an empty section has no leaf.
 */
export function pointerLeaves(value: unknown, pointer: string): PointerLeaf[] {
  if (value === null || value === undefined) return [];
  if (typeof value !== 'object') return [{ pointer, value: value as PointerLeaf['value'] }];
  const entries: [string, Json][] = Array.isArray(value)
    ? value.map((item, index) => [String(index), item as Json])
    : Object.entries(value as Record<string, Json>);
  return entries.flatMap(([key, item]) => pointerLeaves(item, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`));
}
