import type { JsonObject, JsonValue } from '../types';
import { nextIpv4 } from './ipv4';

/** "node2" → "node3", "db-node09" → "db-node10", "rac" → "rac2". */
export function nextHostname(hostname: string, taken: ReadonlySet<string>): string {
  const match = /^(.*?)(\d+)$/.exec(hostname);
  const stem = match ? match[1] ?? '' : hostname;
  const digits = match ? match[2] ?? '' : '';
  let number = match ? Number(digits) : 1;
  for (let i = 0; i < 10_000; i += 1) {
    number += 1;
    const candidate = `${stem}${String(number).padStart(digits.length, '0')}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
  return `${hostname}-copy`;
}

function nextFreeAddress(value: JsonValue | undefined, used: Set<string>): JsonValue {
  if (typeof value !== 'string') return value ?? null;
  let candidate: string | null = value;
  for (let i = 0; i < 4096 && candidate; i += 1) {
    candidate = nextIpv4(candidate);
    if (candidate && !used.has(candidate)) {
      used.add(candidate);
      return candidate;
    }
  }
  return value;
}

const ADDRESS_KEYS = ['public_ip', 'vip', 'private_ip'] as const;

/**
 * A copy of `node` for "duplicate": next free host name and, for each address, the next address
 * not used anywhere in the cluster (so the copy is valid at once).
 */
export function duplicateNode<Node extends JsonObject>(node: Node, allNodes: readonly JsonValue[]): Node {
  const taken = new Set<string>();
  const used = new Set<string>();
  for (const other of allNodes) {
    if (typeof other !== 'object' || other === null || Array.isArray(other)) continue;
    if (typeof other.hostname === 'string') taken.add(other.hostname.toLowerCase());
    for (const key of ADDRESS_KEYS) {
      const address = other[key];
      if (typeof address === 'string') used.add(address);
    }
  }
  const addresses: JsonObject = {};
  for (const key of ADDRESS_KEYS) {
    if (key in node) addresses[key] = nextFreeAddress(node[key], used);
  }
  // Spreading keeps each field where it was in the node; the host name and addresses only take new values.
  return { ...node, hostname: typeof node.hostname === 'string' ? nextHostname(node.hostname, taken) : 'node', ...addresses };
}
