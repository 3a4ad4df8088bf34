import type { JsonValue, TopologyDraft } from '../types';
import { draftFromJson } from '../types/draft';
import { joinPointer, parsePointer, setIn } from './json-pointer';

const MISSING = Symbol('missing');
type Leaf = JsonValue | typeof MISSING;

/** Leaf values by JSON pointer; empty objects and arrays count as leaves so they survive a round trip. */
export function flatten(
  value: JsonValue,
  atomic: ReadonlySet<string> = new Set(),
  prefix: (string | number)[] = [],
  out = new Map<string, JsonValue>(),
): Map<string, JsonValue> {
  const here = joinPointer(prefix);
  if (atomic.has(here)) {
    out.set(here, value);
  } else if (Array.isArray(value) && value.length > 0) {
    value.forEach((item, index) => flatten(item, atomic, [...prefix, index], out));
  } else if (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length > 0) {
    for (const [key, item] of Object.entries(value)) flatten(item, atomic, [...prefix, key], out);
  } else {
    out.set(here, value);
  }
  return out;
}

/** Pointers of arrays whose length differs between a and b: rows were added or removed, so they move as a whole. */
function resizedArrays(a: JsonValue | undefined, b: JsonValue | undefined, prefix: (string | number)[] = [], out = new Set<string>()): Set<string> {
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) out.add(joinPointer(prefix));
    else a.forEach((item, index) => resizedArrays(item, b[index], [...prefix, index], out));
  } else if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    for (const key of Object.keys(a)) if (key in b) resizedArrays(a[key], b[key], [...prefix, key], out);
  }
  return out;
}

function same(a: Leaf, b: Leaf): boolean {
  return a === b || (a !== MISSING && b !== MISSING && JSON.stringify(a) === JSON.stringify(b));
}

/** Removes the holes a deleted array element leaves behind. */
function compact(value: JsonValue): JsonValue {
  if (Array.isArray(value)) return value.filter((item) => item !== undefined).map(compact);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, compact(item)]));
  }
  return value;
}

export type RebaseResult = {
  document: TopologyDraft;
  /** Pointers both sides changed to different values; the user's value was kept. */
  conflicts: string[];
  /** How many of the user's changes were carried over. */
  applied: number;
};

/**
 * Carries the user's edits (base → mine) onto the newer version someone else saved (base → latest),
 * leaf by leaf. Where both changed the same field differently, the user's value wins and the field
 * is reported so they can look at it before saving.
 */
export function rebaseDocument(base: TopologyDraft, mine: TopologyDraft, latest: TopologyDraft): RebaseResult {
  const atomic = resizedArrays(base, mine);
  const baseLeaves = flatten(base, atomic);
  const mineLeaves = flatten(mine, atomic);
  const latestLeaves = flatten(latest, atomic);
  let result: JsonValue = latest;
  const conflicts: string[] = [];
  let applied = 0;
  const pointers = new Set([...baseLeaves.keys(), ...mineLeaves.keys()]);
  // Deepest first so removing array elements does not shift the indexes of the ones still to visit.
  const ordered = [...pointers].sort((a, b) => b.localeCompare(a, undefined, { numeric: true }));
  for (const pointer of ordered) {
    const before: Leaf = baseLeaves.has(pointer) ? (baseLeaves.get(pointer) as JsonValue) : MISSING;
    const mineValue: Leaf = mineLeaves.has(pointer) ? (mineLeaves.get(pointer) as JsonValue) : MISSING;
    if (same(before, mineValue)) continue;
    const theirs: Leaf = latestLeaves.has(pointer) ? (latestLeaves.get(pointer) as JsonValue) : MISSING;
    if (!same(before, theirs) && !same(theirs, mineValue)) conflicts.push(pointer);
    result = setIn(result, parsePointer(pointer), mineValue === MISSING ? undefined : mineValue);
    applied += 1;
  }
  return { document: draftFromJson(compact(result)), conflicts: conflicts.sort(), applied };
}
