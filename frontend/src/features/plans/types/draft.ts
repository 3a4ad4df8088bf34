import { isJsonObject, type JsonValue } from '@/lib/api/json';
import type { RequestBodyOf, Schemas } from '@/lib/api/types';

/** A saved plan document, as the API serves it (backend/apps/topology/schema.py, published as an OpenAPI component). */
export type Topology = Schemas['Topology'];

/**
 * A document while someone edits it: the shape of `T`, but not yet a `T`. Any field may be missing (a row just added,
 * a field cleared, an imported cluster's field no file showed). A leaf holds the schema's type or what an input keeps
 * until the server judges it: the text of an unfinished number ("12."), null for a cleared field, a choice the schema
 * does not know (an old or imported document). Objects and lists keep the schema's shape, so code that reads a known
 * field gets the schema's type, or one of those.
 */
export type DraftOf<T> = T extends readonly (infer Item)[]
  ? DraftOf<Item>[]
  : T extends object
    ? string extends keyof T
      ? { [key: string]: DraftOf<T[keyof T & string]> }
      : { [K in keyof T]?: DraftOf<T[K]> }
    : T extends undefined
      ? never
      : T extends null
        ? null
        : T | string | null;

/** The plan editor's working document. An imported cluster's unknown fields are listed in its `unknown`. */
export type TopologyDraft = DraftOf<Topology>;
/** One node of a draft (a row of the nodes table). */
export type NodeDraft = DraftOf<Schemas['Node']>;

/** The JSON pointers (RFC 6901) of every field and section of `T`: "/nodes/0/hostname", "/kernel/sysctl/kernel.sem". */
export type PointerOf<T, Prefix extends string = ''> = T extends readonly (infer Item)[]
  ? `${Prefix}/${number}` | PointerOf<Item, `${Prefix}/${number}`>
  : T extends object
    ? { [K in keyof T & string]-?: `${Prefix}/${K}` | PointerOf<NonNullable<T[K]>, `${Prefix}/${K}`> }[keyof T & string]
    : never;

/** A pointer the editor can read or write: only fields the Topology schema has. */
export type TopologyPointer = PointerOf<Topology>;

/*
 * The boundary between the editor's draft and plain JSON. The editor changes its draft with JSON operations (a value
 * set at a pointer, a fix's JSON Patch, a rebase) and keeps it where JSON is kept (the server's draft, this browser's
 * copy), so what comes back is a JSON tree. The pointers it writes are TopologyPointers and its inputs write the
 * leaves a TopologyDraft allows; that a tree from there is a TopologyDraft again is asserted here, and only here.
 * Sending goes the other way: the server judges the draft, so it is sent as the request the schema names.
 */

/** Whether a JSON value can be opened as a draft: any JSON object can (a field of another shape shows as unknown). */
export function isTopologyDraft(value: unknown): value is TopologyDraft {
  return isJsonObject(value);
}

/** The JSON tree a draft became after a JSON operation, as a draft again; throws when it is no longer an object. */
export function draftFromJson(value: JsonValue): TopologyDraft {
  if (!isTopologyDraft(value)) throw new TypeError('A plan document must be a JSON object.');
  return value;
}

/** The draft as the body of /api/validate/ and the estimate: the server answers 400, field by field, where it is not yet one. */
export function asTopologyRequest(draft: TopologyDraft): RequestBodyOf<'/api/validate/', 'post'> {
  return draft as RequestBodyOf<'/api/validate/', 'post'>;
}
