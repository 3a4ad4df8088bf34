import type { JsonValue, TopologyDraft } from '../types';
import { draftFromJson } from '../types/draft';
import { getAt, setAt } from './json-pointer';
import type { PlatformBound, PlatformTable } from './schema-info';

/** The System z architectures (backend apps/topology/schema.py, SYSTEM_Z); the rest are x86. */
const SYSTEM_Z: readonly JsonValue[] = ['z10', 'z196'];

/** Whether an architecture is System z; an unset one is the schema's default, z10. */
export function isSystemZ(architecture: JsonValue | undefined): boolean {
  return architecture === undefined || architecture === null || SYSTEM_Z.includes(architecture);
}

/** The platform family of an architecture, as the schema's x-platforms table names it. */
export function familyOf(architecture: JsonValue | undefined): 'system_z' | 'x86' {
  return isSystemZ(architecture) ? 'system_z' : 'x86';
}

/**
 * How Linux can run on an architecture, as the topology schema's Platform check allows it: in an LPAR or as a z/VM
 * guest on System z, on bare metal on x86. Any other pair is refused with a 400.
 */
export function virtualizationsFor(architecture: JsonValue | undefined): readonly string[] {
  return isSystemZ(architecture) ? ['lpar', 'zvm'] : ['bare_metal'];
}

/** The values a field offers on the architecture's family (undefined: the field's choices do not depend on it). */
export function choicesOn(table: PlatformTable | undefined, architecture: JsonValue | undefined, pointer: string): readonly string[] | undefined {
  const choiceName = table?.choice_fields[pointer];
  if (!table || !choiceName) return pointer === '/platform/virtualization' ? virtualizationsFor(architecture) : undefined;
  return table.families[familyOf(architecture)]?.choices[choiceName];
}

/** One field a platform switch changed, with the reason the table gives. */
export type PlatformChange = { pointer: string; before: JsonValue | undefined; after: JsonValue; reason: string; unknown: boolean };

function unknownList(document: JsonValue): string[] {
  const list = getAt(document, '/unknown');
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * The document on another architecture, and what changed. Within a family (z10 and z196, x86 and x86_64) only the
 * architecture and the fields another architecture lacks change; across families every platform-bound field of the
 * schema's x-platforms table takes the new family's value, and the fields no study gives a value for are listed in
 * the document's `unknown` until the user chooses them. Without the table (schema not loaded) the virtualization
 * still follows, as the schema's Platform check requires.
 */
export function switchArchitecture(
  document: TopologyDraft,
  architecture: string,
  table: PlatformTable | undefined,
): { document: TopologyDraft; changes: PlatformChange[] } {
  let out: JsonValue = document;
  const changes: PlatformChange[] = [];
  const oldFamily = familyOf(getAt(out, '/platform/architecture'));
  const newFamily = familyOf(architecture);

  const write = (pointer: string, value: JsonValue, bound: Pick<PlatformBound, 'reason' | 'unknown'>) => {
    const before = getAt(out, pointer);
    const absent = before === undefined || before === null;
    if (!(value === null && absent) && before !== value) {
      out = setAt(out, pointer, value);
      changes.push({ pointer, before, after: value, reason: bound.reason, unknown: bound.unknown });
    }
    const unknown = unknownList(out).filter((item) => item !== pointer);
    if (bound.unknown) unknown.push(pointer);
    if (unknown.length || getAt(out, '/unknown') !== undefined) out = setAt(out, '/unknown', unknown.length ? unknown : undefined);
  };

  write('/platform/architecture', architecture, { reason: 'Chosen.', unknown: false });
  if (!table) {
    const allowed = virtualizationsFor(architecture);
    const current = getAt(out, '/platform/virtualization');
    if (!(typeof current === 'string' && allowed.includes(current)) && allowed[0]) write('/platform/virtualization', allowed[0], { reason: 'The only virtualization this architecture has.', unknown: false });
    return { document: draftFromJson(out), changes };
  }
  if (oldFamily !== newFamily) {
    for (const bound of table.families[newFamily]?.switch ?? []) {
      if (bound.pointer.startsWith('/nodes/*/')) {
        const field = bound.pointer.slice('/nodes/*/'.length);
        const nodes = getAt(out, '/nodes');
        const count = Array.isArray(nodes) ? nodes.length : 0;
        for (let i = 0; i < count; i += 1) {
          write(`/nodes/${i}/${field}`, typeof bound.value === 'string' ? bound.value.replace('{n}', String(i + 1)) : bound.value, bound);
        }
      } else {
        write(bound.pointer, bound.value, bound);
      }
    }
  }
  for (const [only, bound] of Object.entries(table.architecture_only)) {
    if (architecture !== only) write(bound.pointer, bound.value, bound);
  }
  return { document: draftFromJson(out), changes };
}

/** The first "serverN" no node runs on: an x86 node is a server of its own, never a System z CPC. */
export function nextServerName(nodes: readonly JsonValue[]): string {
  const taken = new Set<string>();
  for (const node of nodes) {
    if (node && typeof node === 'object' && !Array.isArray(node) && typeof node.machine === 'string') taken.add(node.machine.toLowerCase());
  }
  let number = 1;
  while (taken.has(`server${number}`)) number += 1;
  return `server${number}`;
}
