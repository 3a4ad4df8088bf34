import { jsonValue } from '@/lib/api/json';

import type { JsonValue, PatchOperation } from '../types';
import { getIn, parsePointer, setIn } from './json-pointer';

export class PatchError extends Error {}

/** A deep copy, checked into the editor's JSON type (a patch's value arrives typed by the API schema). */
function clone(value: unknown): JsonValue {
  return jsonValue(JSON.parse(JSON.stringify(value)));
}

function addAt(root: JsonValue, tokens: string[], value: JsonValue): JsonValue {
  const parentTokens = tokens.slice(0, -1);
  const last = tokens[tokens.length - 1];
  const parent = getIn(root, parentTokens);
  if (Array.isArray(parent) && last !== undefined) {
    // "add" into an array inserts (RFC 6902 4.1); "-" appends.
    const copy = parent.slice();
    const index = last === '-' ? copy.length : Number(last);
    if (!Number.isInteger(index) || index < 0 || index > copy.length) throw new PatchError(`Bad array index ${last}`);
    copy.splice(index, 0, value);
    return setIn(root, parentTokens, copy);
  }
  if (parent === undefined && parentTokens.length > 0) throw new PatchError(`Missing parent for /${tokens.join('/')}`);
  return setIn(root, tokens, value);
}

/** Applies an RFC 6902 JSON Patch without mutating the input; throws PatchError when an operation cannot apply. */
export function applyPatch(document: JsonValue, patch: readonly PatchOperation[]): JsonValue {
  let result: JsonValue = document;
  for (const operation of patch) {
    const tokens = parsePointer(operation.path);
    switch (operation.op) {
      case 'add':
        result = addAt(result, tokens, clone(operation.value ?? null));
        break;
      case 'replace':
        if (getIn(result, tokens) === undefined) throw new PatchError(`Nothing to replace at ${operation.path}`);
        result = setIn(result, tokens, clone(operation.value ?? null));
        break;
      case 'remove':
        if (getIn(result, tokens) === undefined) throw new PatchError(`Nothing to remove at ${operation.path}`);
        result = setIn(result, tokens, undefined);
        break;
      case 'move':
      case 'copy': {
        const from = parsePointer(operation.from ?? '');
        const value = getIn(result, from);
        if (value === undefined) throw new PatchError(`Nothing at ${operation.from ?? ''}`);
        if (operation.op === 'move') result = setIn(result, from, undefined);
        result = addAt(result, tokens, clone(value));
        break;
      }
      case 'test':
        if (JSON.stringify(getIn(result, tokens)) !== JSON.stringify(operation.value)) {
          throw new PatchError(`Test failed at ${operation.path}`);
        }
        break;
      default:
        throw new PatchError(`Unknown operation ${(operation as { op: string }).op}`);
    }
  }
  return result;
}
