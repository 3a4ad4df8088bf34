import type { JsonObject, JsonValue } from '../types';
import { parsePointer } from './json-pointer';

/** The parts of the topology JSON Schema (GET /api/topology-schema/) the editor reads. */
export type SchemaNode = {
  $ref?: string;
  anyOf?: SchemaNode[];
  type?: string;
  enum?: JsonValue[];
  default?: JsonValue;
  description?: string;
  title?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  properties?: Record<string, SchemaNode>;
  additionalProperties?: SchemaNode | boolean;
  items?: SchemaNode;
};

export type DefaultSource = { value: string; document: string; section: string; note?: string };

/** A field a platform family switch sets (backend apps/topology/platforms.py, Bound). */
export type PlatformBound = {
  pointer: string;
  value: JsonValue;
  reason: string;
  unknown: boolean;
  source?: { document: string; section: string };
};

/** What belongs to System z and to x86: the choices each offers and the values a switch to it sets. */
export type PlatformTable = {
  families: Record<string, { choices: Record<string, string[]>; switch: PlatformBound[] }>;
  choice_fields: Record<string, string>;
  architecture_only: Record<string, PlatformBound>;
};

export type TopologySchema = SchemaNode & {
  $defs?: Record<string, SchemaNode>;
  'x-default-sources'?: Record<string, DefaultSource>;
  'x-platforms'?: PlatformTable;
};

export type FieldInfo = {
  enum: JsonValue[] | null;
  default: JsonValue | undefined;
  description: string | null;
  minimum: number | undefined;
  maximum: number | undefined;
  nullable: boolean;
  source: DefaultSource | null;
};

function deref(schema: TopologySchema, node: SchemaNode | undefined): SchemaNode | undefined {
  let current = node;
  for (let i = 0; current?.$ref && i < 10; i += 1) {
    const name = current.$ref.replace('#/$defs/', '');
    current = schema.$defs?.[name];
  }
  return current;
}

/** The branch of an anyOf that is not {"type": "null"}, and whether null was allowed. */
function unwrapNullable(schema: TopologySchema, node: SchemaNode | undefined): { node: SchemaNode | undefined; nullable: boolean } {
  const resolved = deref(schema, node);
  if (!resolved?.anyOf) return { node: resolved, nullable: false };
  const branches = resolved.anyOf.map((branch) => deref(schema, branch));
  const nullable = branches.some((branch) => branch?.type === 'null');
  const real = branches.find((branch) => branch?.type !== 'null');
  // Keep the outer default/description (pydantic puts them beside anyOf).
  return { node: real ? { ...real, default: resolved.default, description: resolved.description ?? real.description } : resolved, nullable };
}

/** The schema that describes the value at a JSON pointer (array indexes and free keys included). */
export function schemaAt(schema: TopologySchema | undefined, pointer: string): { node: SchemaNode | undefined; nullable: boolean } {
  if (!schema) return { node: undefined, nullable: false };
  let current: SchemaNode | undefined = schema;
  let nullable = false;
  for (const token of parsePointer(pointer)) {
    const container: SchemaNode | undefined = unwrapNullable(schema, current).node;
    if (!container) return { node: undefined, nullable: false };
    if (container.items && /^\d+$/.test(token)) current = container.items;
    else if (container.properties?.[token]) current = container.properties[token];
    else if (typeof container.additionalProperties === 'object') current = container.additionalProperties;
    else return { node: undefined, nullable: false };
  }
  const unwrapped = unwrapNullable(schema, current);
  nullable = unwrapped.nullable;
  return { node: unwrapped.node, nullable };
}

/** Replaces array indexes with "*" so "/nodes/3/cpus" finds provenance recorded for a field in general. */
function genericPointer(pointer: string): string {
  return pointer.replace(/\/\d+(?=\/|$)/g, '/*');
}

export function fieldInfo(schema: TopologySchema | undefined, pointer: string): FieldInfo {
  const { node, nullable } = schemaAt(schema, pointer);
  const sources = schema?.['x-default-sources'] ?? {};
  return {
    enum: node?.enum ?? null,
    default: node?.default,
    description: node?.description ?? null,
    minimum: node?.minimum ?? node?.exclusiveMinimum,
    maximum: node?.maximum,
    nullable,
    source: sources[pointer] ?? sources[genericPointer(pointer)] ?? null,
  };
}

/** An object with every default the schema declares for the object at `pointer` (e.g. a protocol block). */
export function defaultsAt(schema: TopologySchema | undefined, pointer: string): JsonObject {
  const { node } = schemaAt(schema, pointer);
  const out: JsonObject = {};
  for (const [key, property] of Object.entries(node?.properties ?? {})) {
    const resolved = deref(schema ?? {}, property);
    if (resolved && 'default' in resolved && resolved.default !== undefined) out[key] = resolved.default;
  }
  return out;
}

/** "000_f661c8a8ade0fc72.txt" → "study 000". */
export function studyName(document: string): string {
  const match = /^(\d{3})_/.exec(document);
  return match ? `study ${match[1]}` : document;
}
