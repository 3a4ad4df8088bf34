import type { JsonValue, TopologyDraft } from '../types';
import { getAt, getIn, joinPointer, parsePointer } from './json-pointer';

/**
 * An imported cluster's document lists the fields no file showed in `unknown` (JSON pointers); each holds a
 * placeholder until the user chooses it. A pointer may name a whole section when none of its fields was shown.
 */
export function unknownFields(document: TopologyDraft): string[] {
  return unknownPointers(document.unknown);
}

/** The pointers of an `unknown` list as a draft holds it, ignoring anything that is not one. */
export function unknownPointers(list: JsonValue | undefined): string[] {
  return Array.isArray(list) ? list.filter((p): p is string => typeof p === 'string') : [];
}

function within(pointer: string, section: string): boolean {
  return pointer === section || pointer.startsWith(`${section}/`);
}

/** The pointers of the set fields (not null, not empty) under `pointer`. */
function setFields(value: JsonValue | undefined, pointer: string): string[] {
  if (value === null || value === undefined || value === '') return [];
  if (Array.isArray(value)) return value.flatMap((item, index) => setFields(item, `${pointer}/${index}`));
  if (typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => setFields(item, `${pointer}${joinPointer([key])}`));
  }
  return [pointer];
}

/**
 * The document once the user has chosen the field at `pointer`: that field (and any field under it) leaves the
 * unknown list; an unknown section holding it is replaced by its other fields, which stay unknown. An empty list
 * is removed, so a document with nothing unknown carries no `unknown` key.
 */
export function markChosen(document: TopologyDraft, pointer: string): TopologyDraft {
  const list = unknownFields(document);
  if (list.length === 0 || parsePointer(pointer)[0] === 'unknown') return document;
  const next: string[] = [];
  for (const entry of list) {
    if (within(entry, pointer)) continue;
    if (within(pointer, entry)) {
      next.push(...setFields(getAt(document, entry), entry).filter((field) => !within(field, pointer)));
      continue;
    }
    next.push(entry);
  }
  if (next.length === list.length && next.every((entry, index) => entry === list[index])) return document;
  const { unknown: _dropped, ...rest } = document;
  return next.length ? { ...rest, unknown: next } : rest;
}

function sameValue(a: JsonValue | undefined, b: JsonValue | undefined): boolean {
  return a === b || (a !== undefined && b !== undefined && JSON.stringify(a) === JSON.stringify(b));
}

/**
 * Where the field `pointer` of `before` is in `after`, following its rows when rows were added or removed (a row
 * keeps its identity, or at least its value, when another one is removed); null when its row is gone.
 */
function follow(before: TopologyDraft, after: TopologyDraft, pointer: string): string | null {
  const tokens = parsePointer(pointer);
  const mapped: string[] = [];
  let was: JsonValue | undefined = before;
  let now: JsonValue | undefined = after;
  for (const token of tokens) {
    if (Array.isArray(was) && Array.isArray(now) && was.length !== now.length) {
      const row = was[Number(token)];
      let index = row === undefined ? -1 : now.indexOf(row);
      if (index < 0) index = now.findIndex((candidate) => sameValue(candidate, row));
      if (index < 0) return null;
      mapped.push(String(index));
    } else {
      mapped.push(token);
    }
    was = getIn(was, [token]);
    now = getIn(now, [mapped[mapped.length - 1] as string]);
  }
  return joinPointer(mapped);
}

/** The fields under `pointer` still unknown once `was` became `now` (a whole section, or its unchanged fields). */
function unchanged(pointer: string, was: JsonValue | undefined, now: JsonValue | undefined): string[] {
  if (now === undefined) return [];
  if (sameValue(was, now)) return [pointer];
  if (typeof was !== 'object' || was === null || typeof now !== 'object' || now === null) return [];
  return setFields(was, pointer).filter((field) => sameValue(getAt(was, field.slice(pointer.length)), getAt(now, field.slice(pointer.length))));
}

/**
 * The document after any edit (a field, a row added or removed, a fix, a rebase): a field the previous document
 * listed as unknown and whose value the edit changed has been chosen and leaves the list; one whose row moved is
 * listed under its new place; one whose row was removed is gone. Fields the previous document did not list (an undo
 * puts one back) are kept as they are.
 */
export function reconcileUnknown(before: TopologyDraft, after: TopologyDraft): TopologyDraft {
  const list = unknownFields(after);
  if (list.length === 0 || before === after) return after;
  const earlier = new Set(unknownFields(before));
  const next: string[] = [];
  for (const entry of list) {
    if (!earlier.has(entry)) {
      if (!next.includes(entry)) next.push(entry);
      continue;
    }
    const moved = follow(before, after, entry);
    if (moved === null) continue;
    for (const field of unchanged(moved, getAt(before, entry), getAt(after, moved))) if (!next.includes(field)) next.push(field);
  }
  if (next.length === list.length && next.every((entry, index) => entry === list[index])) return after;
  const { unknown: _dropped, ...rest } = after;
  return next.length ? { ...rest, unknown: next } : rest;
}
