/**
 * Display names for the enumerations of the topology document. The values (the options offered)
 * come from the JSON Schema; these only make them readable, and mirror LABELS in
 * backend/apps/topology/schema.py where that has them.
 */
export type LabelMap = Readonly<Record<string, string>>;

export const ARCHITECTURE: LabelMap = { z10: 'IBM System z10', z196: 'IBM zEnterprise 196', x86: 'x86 (32-bit)', x86_64: 'x86_64' };
export const VIRTUALIZATION: LabelMap = { lpar: 'LPAR', zvm: 'z/VM guest', bare_metal: 'Bare metal' };
export const CLUSTER_MODE: LabelMap = { workload_balanced: 'Workload balanced (all nodes active)', failover: 'Failover' };
export const DISTRIBUTION: LabelMap = { sles: 'SUSE Linux Enterprise Server', rhel: 'Red Hat Enterprise Linux' };
export const KERNEL_SERIES: LabelMap = { '2.4': '2.4', '2.6': '2.6', '3.x': '3.x', '4.x': '4.x', '5.x': '5.x' };
export const NETWORK_DEVICE: LabelMap = {
  hipersockets: 'HiperSockets',
  osa_10gbe: 'OSA Express 10 GbE',
  osa_1gbe: 'OSA Express 1 GbE',
  gigabit_ethernet: 'Gigabit Ethernet',
  '10gbe': '10 Gigabit Ethernet',
  infiniband: 'InfiniBand (IPoIB)',
};
export const INTERCONNECT_LAYOUT: LabelMap = { point_to_point: 'Point to point (cabled)', switched: 'Switched' };
export const STORAGE_PROTOCOL: LabelMap = {
  eckd: 'ECKD DASD (FICON)',
  fcp: 'FCP / SCSI with multipath',
  iscsi_software: 'iSCSI, software initiator',
  iscsi_hba: 'iSCSI HBA',
  fc_hba: 'Fibre Channel HBA',
  nfs: 'NFS',
};
export const DISK_MODEL: LabelMap = { mod3: 'Model 3', mod9: 'Model 9', mod27: 'Model 27', mod54: 'Model 54', eav: 'EAV' };
export const PAV: LabelMap = { none: 'None', pav: 'PAV', hyperpav: 'HyperPAV' };
export const MULTIPATH_POLICY: LabelMap = { failover: 'Failover', multibus: 'Multibus' };
export const POLICY_SECTION: LabelMap = {
  defaults: 'defaults section',
  devices: 'devices section (device entry)',
  multipaths: 'multipaths section (one entry per disk)',
};
export const DISK_MANAGER: LabelMap = {
  asm: 'ASM',
  ocfs2: 'OCFS2',
  ocfs: 'OCFS (2.4 kernels)',
  nfs: 'NFS file system',
  raw: 'Raw / block devices',
};
export const DISK_GROUP_PURPOSE: LabelMap = { data: 'Data', redo: 'Redo logs', index: 'Indexes', system: 'System', mixed: 'Mixed' };
export const REDUNDANCY: LabelMap = { external: 'External', normal: 'Normal (2-way)', high: 'High (3-way)' };
export const FILESYSTEMIO: LabelMap = { none: 'none', asynch: 'asynch', directio: 'directio', setall: 'setall' };
export const SERVER_MODE: LabelMap = { dedicated: 'Dedicated servers', shared: 'Shared servers' };
export const WORKLOAD_TYPE: LabelMap = { oltp: 'OLTP', dss: 'Decision support (DSS)' };
export const ACTIVITY: LabelMap = { continuous: 'Continuous (zero think time)', think_time: 'Interactive (think time)' };
export const BONDING_MODE: LabelMap = {
  'balance-rr': 'balance-rr (round robin)',
  'active-backup': 'active-backup',
  'balance-xor': 'balance-xor',
  broadcast: 'broadcast',
  '802.3ad': '802.3ad (LACP)',
  'balance-tlb': 'balance-tlb',
  'balance-alb': 'balance-alb',
};
export const BLOCK_SIZE: LabelMap = { 2048: '2 KB', 4096: '4 KB', 8192: '8 KB', 16384: '16 KB', 32768: '32 KB' };

/** Badge fills that keep text readable (WCAG AA) with Mantine's autoContrast picking black or white text. */
export const SEVERITY_BADGE = { error: 'red.9', warning: 'orange.3', advice: 'blue.8', info: 'gray.7' } as const;
/** Outline and border colours of elements that carry findings. */
export const SEVERITY_COLOURS = { error: 'red', warning: 'orange', advice: 'blue', info: 'gray' } as const;
export const SEVERITY_LABELS = { error: 'Errors', warning: 'Warnings', advice: 'Advice', info: 'Info' } as const;

export function labelFor(map: LabelMap | undefined, value: unknown): string {
  const key = String(value);
  return map?.[key] ?? key;
}

/** The label map of each enumerated field of the topology document, by JSON pointer ("*" for an array index). */
const FIELD_LABELS: Readonly<Record<string, LabelMap>> = {
  '/cluster/mode': CLUSTER_MODE,
  '/cluster/distribution': DISTRIBUTION,
  '/cluster/kernel_series': KERNEL_SERIES,
  '/platform/architecture': ARCHITECTURE,
  '/platform/virtualization': VIRTUALIZATION,
  '/public_network/device_type': NETWORK_DEVICE,
  '/interconnect/type': NETWORK_DEVICE,
  '/interconnect/layout': INTERCONNECT_LAYOUT,
  '/storage/protocol': STORAGE_PROTOCOL,
  '/storage/eckd/disk_model': DISK_MODEL,
  '/storage/eckd/pav': PAV,
  '/storage/fcp/multipath_policy': MULTIPATH_POLICY,
  '/storage/fcp/policy_section': POLICY_SECTION,
  '/shared_disks/manager': DISK_MANAGER,
  '/shared_disks/disk_groups/*/purpose': DISK_GROUP_PURPOSE,
  '/shared_disks/disk_groups/*/redundancy': REDUNDANCY,
  '/database/db_block_size': BLOCK_SIZE,
  '/database/filesystemio_options': FILESYSTEMIO,
  '/shared_disks/asm_instance/filesystemio_options': FILESYSTEMIO,
  '/server/mode': SERVER_MODE,
  '/workload/type': WORKLOAD_TYPE,
  '/workload/activity': ACTIVITY,
};

/** A document value as people read it: the enumeration's label where the field has one ("HiperSockets"). */
export function labelForField(pointer: string, value: unknown): string {
  const map = FIELD_LABELS[pointer.replace(/\/\d+(?=\/|$)/g, '/*')];
  return labelFor(map, value);
}
