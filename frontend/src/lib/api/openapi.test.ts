import { describe, expect, it } from 'vitest';

import openapi from './openapi.json';

type Node = Record<string, unknown>;

/** A schema that says nothing about its value: openapi-typescript makes it `unknown`. */
const TYPED = ['type', '$ref', 'oneOf', 'anyOf', 'allOf', 'enum', 'const'];
const isOpen = (schema: Node) => !TYPED.some((key) => key in schema);
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every place under a component's fields (properties, items, map values, union branches) that is left open. */
function openPlaces(schema: unknown, path: string): string[] {
  if (!isNode(schema)) return [];
  if (isOpen(schema)) return [path];
  const found: string[] = [];
  if (isNode(schema.properties)) {
    for (const [name, field] of Object.entries(schema.properties)) found.push(...openPlaces(field, `${path}.${name}`));
  }
  found.push(...openPlaces(schema.items, `${path}[]`));
  found.push(...openPlaces(schema.additionalProperties, `${path}{}`));
  for (const union of ['oneOf', 'anyOf', 'allOf']) {
    const branches = schema[union];
    if (Array.isArray(branches)) branches.forEach((branch, i) => found.push(...openPlaces(branch, `${path}|${union}${i}`)));
  }
  return found;
}

const schemas = openapi.components.schemas as Record<string, unknown>;

describe('the generated OpenAPI schema', () => {
  it('types every field of every component; only a job\'s free-form result is any JSON', () => {
    // JsonValue is "any JSON value" by definition: its array branch stays open, as TypeScript cannot name an array
    // of the union it belongs to.
    const open = Object.entries(schemas)
      .filter(([name]) => name !== 'JsonValue')
      .flatMap(([name, schema]) => openPlaces(schema, name));
    expect(open).toEqual(['Job.result|anyOf0']);
  });

  it('publishes the topology document as a component, which a saved version\'s document is', () => {
    expect(schemas.Topology).toMatchObject({ type: 'object', required: expect.arrayContaining(['cluster', 'nodes']) });
    const detail = schemas.VersionDetail as { properties: { document: Node } };
    expect(detail.properties.document).toMatchObject({ allOf: [{ $ref: '#/components/schemas/Topology' }] });
  });

  it('publishes the topology document once: the bodies that take one refer to the same component', () => {
    expect(schemas).not.toHaveProperty('TopologyRequest');
    const paths = openapi.paths as Record<string, { post?: { requestBody?: { content: Record<string, { schema: Node }> } } }>;
    for (const path of ['/api/validate/', '/api/plans/{id}/estimate/']) {
      expect(paths[path]?.post?.requestBody?.content['application/json']?.schema).toEqual({ $ref: '#/components/schemas/Topology' });
    }
  });
});
