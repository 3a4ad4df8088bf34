import type { JsonValue } from '../types';

/** RFC 6901: "/nodes/0/hostname" → ["nodes", "0", "hostname"]. */
export function parsePointer(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return [];
  return pointer
    .replace(/^\//, '')
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export function joinPointer(tokens: readonly (string | number)[]): string {
  return tokens.map((t) => `/${String(t).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

function isContainer(value: unknown): value is Record<string, JsonValue> | JsonValue[] {
  return typeof value === 'object' && value !== null;
}

/** The value at the given tokens, or undefined when any step is missing. */
export function getIn(root: unknown, tokens: readonly string[]): JsonValue | undefined {
  let current: unknown = root;
  for (const token of tokens) {
    if (!isContainer(current)) return undefined;
    current = Array.isArray(current) ? current[Number(token)] : current[token];
  }
  return current as JsonValue | undefined;
}

export function getAt(root: unknown, pointer: string): JsonValue | undefined {
  return getIn(root, parsePointer(pointer));
}

/**
 * A copy of root with the value at tokens replaced (structural sharing: only the containers
 * on the path are copied, so unchanged branches keep their identity and their subscribers stay quiet).
 * `undefined` removes the key (or the array element).
 */
export function setIn(root: JsonValue, tokens: readonly string[], value: JsonValue | undefined): JsonValue {
  if (tokens.length === 0) return value ?? null;
  const [head, ...rest] = tokens as [string, ...string[]];
  if (Array.isArray(root)) {
    const copy = root.slice();
    const index = head === '-' ? copy.length : Number(head);
    if (rest.length === 0 && value === undefined) {
      copy.splice(index, 1);
      return copy;
    }
    copy[index] = setIn(copy[index] ?? (isIndex(rest[0]) ? [] : {}), rest, value);
    return copy;
  }
  const base: Record<string, JsonValue> = isContainer(root) ? { ...(root as Record<string, JsonValue>) } : {};
  if (rest.length === 0 && value === undefined) {
    const { [head]: _removed, ...others } = base;
    return others;
  }
  base[head] = setIn(base[head] ?? (isIndex(rest[0]) ? [] : {}), rest, value);
  return base;
}

function isIndex(token: string | undefined): boolean {
  return token !== undefined && /^\d+$/.test(token);
}

export function setAt(root: JsonValue, pointer: string, value: JsonValue | undefined): JsonValue {
  return setIn(root, parsePointer(pointer), value);
}

/** True when `pointer` is `prefix` itself or lies below it. */
export function isUnder(pointer: string, prefix: string): boolean {
  return pointer === prefix || pointer.startsWith(`${prefix}/`);
}

/** A DOM id for the input that edits the value at a pointer (used to focus fields from findings and the diagram). */
export function fieldId(pointer: string): string {
  return `field${pointer.replace(/[^A-Za-z0-9_-]/g, (ch) => (ch === '/' ? '--' : '_'))}`;
}
