import type { JsonValue, TopologyDocument } from '../types';
import { getAt, joinPointer, parsePointer } from './json-pointer';

/**
 * An imported cluster's document lists the fields no file showed in `unknown` (JSON pointers); each holds a
 * placeholder until the user chooses it. A pointer may name a whole section when none of its fields was shown.
 */
export function unknownFields(document: TopologyDocument): string[] {
  const list = document.unknown;
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
export function markChosen(document: TopologyDocument, pointer: string): TopologyDocument {
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
