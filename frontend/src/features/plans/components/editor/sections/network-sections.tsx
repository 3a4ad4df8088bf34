import { List, Text } from '@mantine/core';

import { cidrProblem } from '@/features/plans/utils/ipv4';
import { BONDING_MODE, INTERCONNECT_LAYOUT, NETWORK_DEVICE } from '@/features/plans/utils/labels';
import { EditorSection } from '../editor-section';
import { FieldGrid, type FieldSpec } from '../field-grid';

const PUBLIC_FIELDS: readonly FieldSpec[] = [
  { kind: 'select', pointer: '/public_network/device_type', label: 'Device type', labels: NETWORK_DEVICE },
  { kind: 'number', pointer: '/public_network/mtu', label: 'MTU', unit: 'bytes' },
  { kind: 'text', pointer: '/public_network/subnet', label: 'Subnet', check: cidrProblem },
  { kind: 'text', pointer: '/public_network/interface', label: 'Interface' },
  { kind: 'switch', pointer: '/public_network/racgvip_workaround', label: 'racgvip DEFAULTGW workaround applied', description: 'Needed for public addresses in a private range (10.x) with 10g clusterware (study 000).' },
];

export function PublicNetworkSection() {
  return (
    <EditorSection pointer="/public_network" title="Public network" description="The LAN the clients and the VIPs use.">
      <FieldGrid fields={PUBLIC_FIELDS} />
    </EditorSection>
  );
}

/**
 * What the studies measured on the interconnect. They give reference points, not a formula that
 * scales with users or nodes, so the editor shows the points and where they come from.
 */
function InterconnectReferencePoints() {
  return (
    <div>
      <Text size="sm" fw={600}>
        Measured interconnect load (reference points, not an estimate for this plan)
      </Text>
      <List size="sm" spacing={2} mt={4}>
        <List.Item>
          51–57 MB/s sent and received per node over the interconnect against 0.2–0.3 MB/s of client traffic, two z10
          LPARs, OLTP with zero think time at 60 and 100 users, 8 KB blocks (study 000, Network throughput, Table 6).
        </List.Item>
        <List.Item>
          HiperSockets gave 11% more transactions than a 1 Gb OSA interconnect at 40 users, and only the 1 Gb link showed
          “cr request retry” waits (study 000, Network Setup - interconnect network device type).
        </List.Item>
        <List.Item>
          With every block forced across the interconnect, IP over InfiniBand moved about 75% more cache blocks than
          Gigabit Ethernet on two x366 nodes (study 003, Interconnect Analysis).
        </List.Item>
      </List>
    </div>
  );
}

const INTERCONNECT_FIELDS: readonly FieldSpec[] = [
  { kind: 'select', pointer: '/interconnect/type', label: 'Interconnect type', labels: NETWORK_DEVICE },
  { kind: 'number', pointer: '/interconnect/mtu', label: 'Interconnect MTU', unit: 'bytes' },
  { kind: 'select', pointer: '/interconnect/layout', label: 'Layout', labels: INTERCONNECT_LAYOUT },
  { kind: 'number', pointer: '/interconnect/inbound_buffers', label: 'Inbound buffers', unit: 'buffers', description: 'qeth inbound buffer count (System z).' },
  { kind: 'text', pointer: '/interconnect/subnet', label: 'Interconnect subnet', check: cidrProblem },
  { kind: 'text', pointer: '/interconnect/interface', label: 'Interconnect interface' },
  { kind: 'switch', pointer: '/interconnect/bonding', label: 'Bonded interfaces' },
  { kind: 'select', pointer: '/interconnect/bonding_mode', label: 'Bonding mode', labels: BONDING_MODE, emptyLabel: 'Kernel default (balance-rr)' },
  { kind: 'tags', pointer: '/interconnect/bonding_slaves', label: 'Bond slaves', placeholder: 'eth1, then Enter' },
  { kind: 'switch', pointer: '/interconnect/cluster_interconnects', label: 'Set cluster_interconnects' },
];

export function InterconnectSection() {
  return (
    <EditorSection
      pointer="/interconnect"
      title="Interconnect"
      description="The private network between the nodes that carries cache fusion traffic."
    >
      <FieldGrid fields={INTERCONNECT_FIELDS} />
      <InterconnectReferencePoints />
    </EditorSection>
  );
}
