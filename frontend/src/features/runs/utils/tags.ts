import type { Tags } from '../types';

// The same limits the server enforces (apps/runs/services.py), so a bad tag is caught while typing.
const KEY = /^[A-Za-z0-9_.-]{1,50}$/;
const VALUE = /^[A-Za-z0-9_.:/+-]{1,100}$/;

export type ParsedTag = { ok: true; key: string; value: string } | { ok: false; error: string };

/** Reads one "key=value" tag, trimming spaces around both halves. */
export function parseTag(raw: string): ParsedTag {
  const text = raw.trim();
  const at = text.indexOf('=');
  if (at < 0) return { ok: false, error: `"${text}" needs the form key=value.` };
  const key = text.slice(0, at).trim();
  const value = text.slice(at + 1).trim();
  if (!KEY.test(key)) {
    return { ok: false, error: `"${key || '(empty)'}" is not a valid tag key: use letters, digits, "_", "." or "-".` };
  }
  if (!VALUE.test(value)) {
    return {
      ok: false,
      error: `The value of "${key}" must be 1-100 letters, digits or "_ . : / + -".`,
    };
  }
  return { ok: true, key, value };
}

/** "key=value" strings to a tag map; the first error stops the conversion. A repeated key keeps the last value. */
export function tagsFromList(items: readonly string[]): { tags: Tags; error: string | null } {
  const tags: Tags = {};
  for (const item of items) {
    const parsed = parseTag(item);
    if (!parsed.ok) return { tags, error: parsed.error };
    tags[parsed.key] = parsed.value;
  }
  return { tags, error: null };
}

/** A tag map as sorted "key=value" strings, for chips and query strings. */
export function tagsToList(tags: Tags | null | undefined): string[] {
  if (!tags) return [];
  return Object.keys(tags)
    .sort()
    .map((key) => `${key}=${tags[key]}`);
}

/** Normalises a tag as typed ("  env = prod ") to its canonical form ("env=prod"); null when invalid. */
export function normaliseTag(raw: string): string | null {
  const parsed = parseTag(raw);
  return parsed.ok ? `${parsed.key}=${parsed.value}` : null;
}

/**
 * Applies a new chip list from a tags input: keeps the valid chips in canonical form and a later chip replaces an
 * earlier one with the same key. Returns the error of the first rejected chip, if any.
 */
export function acceptTagChips(next: readonly string[]): { chips: string[]; error: string | null } {
  const byKey = new Map<string, string>();
  let error: string | null = null;
  for (const raw of next) {
    const parsed = parseTag(raw);
    if (!parsed.ok) {
      error ??= parsed.error;
      continue;
    }
    byKey.set(parsed.key, `${parsed.key}=${parsed.value}`);
  }
  return { chips: [...byKey.values()], error };
}
