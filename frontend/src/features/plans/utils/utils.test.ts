import { describe, expect, it } from 'vitest';

import { versionDetail } from '@/testing/factories';

import type { JsonObject, PlanDraft, TopologyDraft } from '../types';
import { chooseOpening } from './choose-opening';
import { duplicateNode, nextHostname } from './duplicate-node';
import { fieldErrorsToPointers } from './field-errors';
import { cidrProblem, ipv4Problem, nextIpv4 } from './ipv4';
import { applyPatch, PatchError } from './json-patch';
import { fieldId, getAt, parsePointer, setAt } from './json-pointer';
import { rebaseDocument } from './rebase';
import { fieldInfo, type TopologySchema } from './schema-info';

describe('json pointers', () => {
  it('parses escapes and reads and writes without touching other branches', () => {
    expect(parsePointer('/kernel/sysctl/net~1core~0x')).toEqual(['kernel', 'sysctl', 'net/core~x']);
    const doc = { nodes: [{ hostname: 'a' }, { hostname: 'b' }], cluster: { name: 'c' } };
    const next = setAt(doc, '/nodes/1/hostname', 'z') as typeof doc;
    expect(getAt(next, '/nodes/1/hostname')).toBe('z');
    expect(next.cluster).toBe(doc.cluster);
    expect(next.nodes[0]).toBe(doc.nodes[0]);
    expect(doc.nodes[1]?.hostname).toBe('b');
    expect(setAt(doc, '/cluster/name', undefined)).toEqual({ nodes: doc.nodes, cluster: {} });
    expect(fieldId('/nodes/0/public_ip')).toBe('field--nodes--0--public_ip');
  });
});

describe('applyPatch', () => {
  const doc: JsonObject = { interconnect: { type: 'osa_1gbe' }, nodes: [{ hostname: 'a' }] };

  it('applies replace, add (insert and append), remove, copy and move', () => {
    const out = applyPatch(doc, [
      { op: 'replace', path: '/interconnect/type', value: 'hipersockets' },
      { op: 'add', path: '/nodes/-', value: { hostname: 'c' } },
      { op: 'add', path: '/nodes/1', value: { hostname: 'b' } },
      { op: 'copy', from: '/interconnect/type', path: '/public' },
      { op: 'move', from: '/public', path: '/moved' },
      { op: 'test', path: '/moved', value: 'hipersockets' },
      { op: 'remove', path: '/nodes/0' },
    ]);
    expect(out).toEqual({ interconnect: { type: 'hipersockets' }, nodes: [{ hostname: 'b' }, { hostname: 'c' }], moved: 'hipersockets' });
    expect(doc.interconnect).toEqual({ type: 'osa_1gbe' });
  });

  it('refuses operations that do not apply', () => {
    expect(() => applyPatch(doc, [{ op: 'replace', path: '/nothing', value: 1 }])).toThrow(PatchError);
    expect(() => applyPatch(doc, [{ op: 'test', path: '/interconnect/type', value: 'x' }])).toThrow(PatchError);
  });
});

describe('ipv4', () => {
  it('checks addresses and networks and counts up', () => {
    expect(ipv4Problem('10.10.0.11')).toBeNull();
    expect(ipv4Problem('10.10.0.256')).toMatch(/IPv4/);
    expect(ipv4Problem('', { optional: true })).toBeNull();
    expect(cidrProblem('10.10.0.0/24')).toBeNull();
    expect(cidrProblem('10.10.0.1/24')).toMatch(/host bits/);
    expect(cidrProblem('10.10.0.0')).toMatch(/CIDR/);
    expect(nextIpv4('10.10.0.255')).toBe('10.10.1.0');
    expect(nextIpv4('255.255.255.255')).toBeNull();
  });
});

describe('duplicateNode', () => {
  it('takes the next free host name and addresses', () => {
    const nodes = [
      { hostname: 'db-node1', public_ip: '10.0.0.1', vip: '10.0.0.3', private_ip: '192.168.0.1', cpus: 2 },
      { hostname: 'db-node2', public_ip: '10.0.0.2', vip: '10.0.0.4', private_ip: '192.168.0.2', cpus: 2 },
    ];
    const copy = duplicateNode(nodes[1] as JsonObject, nodes);
    expect(copy).toEqual({ hostname: 'db-node3', public_ip: '10.0.0.5', vip: '10.0.0.6', private_ip: '192.168.0.3', cpus: 2 });
    expect(nextHostname('node09', new Set(['node10']))).toBe('node11');
    expect(nextHostname('rac', new Set())).toBe('rac2');
  });
});

describe('fieldErrorsToPointers', () => {
  it('maps both key styles and general errors', () => {
    const map = fieldErrorsToPointers({ 'nodes/0/cpus': ['Too small.'], 'document/interconnect/mtu': ['Too big.'], non_field_errors: ['Bad.'] });
    expect(map.get('/nodes/0/cpus')).toEqual(['Too small.']);
    expect(map.get('/interconnect/mtu')).toEqual(['Too big.']);
    expect(map.get('')).toEqual(['Bad.']);
  });
});

describe('rebaseDocument', () => {
  const base: TopologyDraft = { cluster: { name: 'a' }, interconnect: { type: 'osa_1gbe', mtu: 8192 }, nodes: [{ hostname: 'n1' }, { hostname: 'n2' }] };

  it('carries my edits onto the newer version and reports fields both changed', () => {
    const mine = { ...base, cluster: { name: 'mine' }, interconnect: { type: 'hipersockets', mtu: 8192 } };
    const latest = { ...base, interconnect: { type: 'osa_10gbe', mtu: 9000 } };
    const result = rebaseDocument(base, mine, latest);
    expect(result.document).toEqual({ cluster: { name: 'mine' }, interconnect: { type: 'hipersockets', mtu: 9000 }, nodes: base.nodes });
    expect(result.conflicts).toEqual(['/interconnect/type']);
    expect(result.applied).toBe(2);
  });

  it('moves a list whose rows I added or removed as a whole', () => {
    const mine = { ...base, nodes: [{ hostname: 'n1' }] };
    const latest = { ...base, cluster: { name: 'theirs' } };
    expect(rebaseDocument(base, mine, latest).document).toEqual({ ...latest, nodes: [{ hostname: 'n1' }] });
  });
});

describe('fieldInfo', () => {
  const schema: TopologySchema = {
    properties: { interconnect: { $ref: '#/$defs/Interconnect' }, nodes: { type: 'array', items: { $ref: '#/$defs/Node' } } },
    $defs: {
      Interconnect: {
        properties: {
          mtu: { type: 'integer', default: 8192, minimum: 576 },
          inbound_buffers: { anyOf: [{ type: 'integer' }, { type: 'null' }], default: 16 },
          type: { enum: ['hipersockets', 'osa_1gbe'], default: 'hipersockets' },
        },
      },
      Node: { properties: { cpus: { type: 'integer', minimum: 1 } } },
    },
    'x-default-sources': { '/interconnect/mtu': { value: '8192', document: '000_x.txt', section: 'Network Setup - MTU size' } },
  };

  it('resolves refs, nullable unions, array items and default sources', () => {
    expect(fieldInfo(schema, '/interconnect/mtu')).toMatchObject({ default: 8192, minimum: 576, nullable: false, source: { section: 'Network Setup - MTU size' } });
    expect(fieldInfo(schema, '/interconnect/inbound_buffers')).toMatchObject({ default: 16, nullable: true });
    expect(fieldInfo(schema, '/interconnect/type').enum).toEqual(['hipersockets', 'osa_1gbe']);
    expect(fieldInfo(schema, '/nodes/3/cpus').minimum).toBe(1);
  });
});

describe('chooseOpening', () => {
  const latest = versionDetail({ number: 3, document: { cluster: { name: 'saved' }, nodes: [] } });
  const server: PlanDraft = { document: { cluster: { name: 'server' } }, base_version: 3, updated_at: '2025-01-01T10:00:00Z' };

  it('prefers the newest draft and ignores one that equals the saved version', () => {
    expect(chooseOpening(latest, null, null)).toEqual({ document: latest.document, base: 3, restored: null });
    expect(chooseOpening(latest, server, null).restored).toEqual({ source: 'server', savedAt: server.updated_at });
    const local = { document: { cluster: { name: 'local' } }, base_version: 3, saved_at: '2025-01-01T10:05:00Z' };
    expect(chooseOpening(latest, server, local)).toMatchObject({ document: local.document, restored: { source: 'browser' } });
    const unchanged = { ...server, document: latest.document };
    expect(chooseOpening(latest, unchanged, null).restored).toBeNull();
  });
});
