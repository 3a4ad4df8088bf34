import { describe, expect, it } from 'vitest';

import type { TopologyDraft } from '../types';
import { choicesOn, switchArchitecture } from './platform';
import type { PlatformTable } from './schema-info';

// The shape the backend publishes as x-platforms (apps/topology/platforms.py); a few rows of it, enough to drive
// every branch of the switch: a per-node template, a value left unknown, a block cleared, an architecture-only field.
const TABLE: PlatformTable = {
  families: {
    system_z: {
      choices: { network_device: ['hipersockets', 'osa_10gbe', 'osa_1gbe'], virtualization: ['lpar', 'zvm'] },
      switch: [
        { pointer: '/platform/virtualization', value: 'lpar', reason: 'LPARs.', unknown: false },
        { pointer: '/nodes/*/machine', value: 'cpc{n}', reason: 'One LPAR per machine.', unknown: false },
        { pointer: '/public_network/device_type', value: 'osa_1gbe', reason: 'OSA.', unknown: false },
        { pointer: '/public_network/mtu', value: 1492, reason: 'Measured.', unknown: false },
      ],
    },
    x86: {
      choices: { network_device: ['gigabit_ethernet', '10gbe', 'infiniband'], virtualization: ['bare_metal'] },
      switch: [
        { pointer: '/platform/virtualization', value: 'bare_metal', reason: 'Bare metal.', unknown: false },
        { pointer: '/nodes/*/machine', value: 'server{n}', reason: 'A server each.', unknown: false },
        { pointer: '/public_network/device_type', value: 'gigabit_ethernet', reason: 'GbE.', unknown: false },
        { pointer: '/public_network/mtu', value: 1500, reason: 'No study gives it.', unknown: true },
        { pointer: '/storage/eckd', value: null, reason: 'System z only.', unknown: false },
      ],
    },
  },
  choice_fields: { '/public_network/device_type': 'network_device', '/platform/virtualization': 'virtualization' },
  architecture_only: { x86: { pointer: '/database/sga_attach_address', value: null, reason: '32-bit only.', unknown: false } },
};

const systemZPlan = (): TopologyDraft => ({
  cluster: { name: 'p' },
  platform: { architecture: 'z10', virtualization: 'lpar' },
  nodes: [
    { hostname: 'node1', machine: 'cpc1' },
    { hostname: 'node2', machine: 'cpc1' },
  ],
  public_network: { device_type: 'osa_1gbe', mtu: 1492 },
  storage: { protocol: 'eckd', eckd: { pav: 'pav' } },
});

describe('switchArchitecture', () => {
  it('moves every platform-bound field to x86 and back, and says what changed', () => {
    const { document: x86, changes } = switchArchitecture(systemZPlan(), 'x86_64', TABLE);
    expect(x86.platform).toEqual({ architecture: 'x86_64', virtualization: 'bare_metal' });
    expect(x86.nodes?.map((node) => node.machine)).toEqual(['server1', 'server2']);
    expect(x86.public_network).toEqual({ device_type: 'gigabit_ethernet', mtu: 1500 });
    expect(x86.storage?.eckd).toBeNull();
    expect(x86.unknown).toEqual(['/public_network/mtu']);
    expect(changes.map((change) => [change.pointer, change.before, change.after])).toEqual([
      ['/platform/architecture', 'z10', 'x86_64'],
      ['/platform/virtualization', 'lpar', 'bare_metal'],
      ['/nodes/0/machine', 'cpc1', 'server1'],
      ['/nodes/1/machine', 'cpc1', 'server2'],
      ['/public_network/device_type', 'osa_1gbe', 'gigabit_ethernet'],
      ['/public_network/mtu', 1492, 1500],
      ['/storage/eckd', { pav: 'pav' }, null],
    ]);

    const { document: z } = switchArchitecture(x86, 'z196', TABLE);
    expect(z.nodes?.map((node) => node.machine)).toEqual(['cpc1', 'cpc2']);
    expect(z.public_network).toEqual({ device_type: 'osa_1gbe', mtu: 1492 });
    // The MTU was chosen for System z by the switch: it is no longer unknown, and the empty list goes.
    expect(z.unknown).toBeUndefined();
  });

  it('within a family changes only the architecture and what one architecture alone has', () => {
    const plan: TopologyDraft = { ...systemZPlan(), platform: { architecture: 'x86', virtualization: 'bare_metal' }, database: { sga_attach_address: '0x15000000' } };
    const { document, changes } = switchArchitecture(plan, 'x86_64', TABLE);
    expect(changes.map((change) => change.pointer)).toEqual(['/platform/architecture', '/database/sga_attach_address']);
    expect(document.nodes).toEqual(plan.nodes);
    expect(document.database?.sga_attach_address).toBeNull();
  });

  it('offers only the platform’s own choices', () => {
    expect(choicesOn(TABLE, 'x86_64', '/public_network/device_type')).toEqual(['gigabit_ethernet', '10gbe', 'infiniband']);
    expect(choicesOn(TABLE, 'z196', '/public_network/device_type')).toEqual(['hipersockets', 'osa_10gbe', 'osa_1gbe']);
    expect(choicesOn(TABLE, 'x86', '/cluster/mode')).toBeUndefined();
  });
});
