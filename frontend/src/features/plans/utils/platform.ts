import type { JsonValue, TopologyDraft } from '../types';

/** The System z architectures (backend apps/topology/schema.py, SYSTEM_Z); the rest are x86. */
const SYSTEM_Z: readonly JsonValue[] = ['z10', 'z196'];

/** Whether an architecture is System z; an unset one is the schema's default, z10. */
export function isSystemZ(architecture: JsonValue | undefined): boolean {
  return architecture === undefined || architecture === null || SYSTEM_Z.includes(architecture);
}

/**
 * How Linux can run on an architecture, as the topology schema's Platform check allows it: in an LPAR or as a z/VM
 * guest on System z, on bare metal on x86. Any other pair is refused with a 400.
 */
export function virtualizationsFor(architecture: JsonValue | undefined): readonly string[] {
  return isSystemZ(architecture) ? ['lpar', 'zvm'] : ['bare_metal'];
}

type PlatformDraft = NonNullable<TopologyDraft['platform']>;

function platformOf(document: TopologyDraft): PlatformDraft {
  const platform = document.platform;
  return platform && typeof platform === 'object' && !Array.isArray(platform) ? platform : {};
}

/**
 * The document with another architecture. The virtualization follows when the old one cannot run there: x86 runs
 * only on bare metal; back on System z an x86 bare-metal plan becomes an LPAR (the schema's default). A choice that
 * still fits (LPAR or z/VM between z10 and z196) is kept.
 */
export function withArchitecture(document: TopologyDraft, architecture: PlatformDraft['architecture']): TopologyDraft {
  const platform = platformOf(document);
  const allowed = virtualizationsFor(architecture);
  const current = platform.virtualization;
  const virtualization = typeof current === 'string' && allowed.includes(current) ? current : allowed[0];
  return { ...document, platform: { ...platform, architecture, ...(virtualization ? { virtualization } : {}) } };
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
