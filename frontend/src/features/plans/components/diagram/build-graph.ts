import type { Finding, JsonObject, JsonValue, Severity, TopologyDraft } from '@/features/plans/types';
import { isUnder } from '@/features/plans/utils/json-pointer';
import { INTERCONNECT_LAYOUT, labelFor, NETWORK_DEVICE, STORAGE_PROTOCOL } from '@/features/plans/utils/labels';
import { severityRank } from '@/lib/api/types';

export type ElementKind = 'machine' | 'node' | 'lan' | 'interconnect' | 'storage' | 'diskgroup' | 'clusterfiles';

export type DiagramElement = {
  id: string;
  kind: ElementKind;
  parent?: string;
  title: string;
  lines: string[];
  /** The field to focus when the element is clicked (a finding's own path wins). */
  focus: string;
  /** Findings on these pointers (or below) colour the element. */
  prefixes: string[];
  width: number;
  height: number;
};

export type DiagramEdge = { id: string; source: string; target: string };

export type DiagramGraph = {
  elements: DiagramElement[];
  edges: DiagramEdge[];
  /** Changes only when something that moves the layout changes (counts, machines, names of groups). */
  signature: string;
};

const NODE_W = 210;
const NODE_H = 84;
const BOX_W = 240;
/** Above this many nodes, the LAN, interconnect and storage links are drawn per machine. */
const PER_NODE_EDGES_UP_TO = 8;

function obj(value: JsonValue | undefined): JsonObject {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

function list(value: JsonValue | undefined): JsonValue[] {
  return Array.isArray(value) ? value : [];
}

function text(value: JsonValue | undefined, fallback = '—'): string {
  return value === null || value === undefined || value === '' ? fallback : String(value);
}

function lines(height: number, count: number): number {
  return height + Math.max(0, count - 2) * 16;
}

/** Turns the topology document into diagram boxes: machines holding nodes, the LAN, interconnect and storage. */
export function buildGraph(document: TopologyDraft): DiagramGraph {
  const elements: DiagramElement[] = [];
  const edges: DiagramEdge[] = [];
  const nodes = list(document.nodes).map(obj);
  const net = obj(document.public_network);
  const ic = obj(document.interconnect);
  const storage = obj(document.storage);
  const shared = obj(document.shared_disks);
  const files = obj(document.cluster_files);
  const platform = obj(document.platform);

  const vips = nodes.map((node) => text(node.vip, '?'));
  const lanLines = [
    `${labelFor(NETWORK_DEVICE, net.device_type)} · MTU ${text(net.mtu)}`,
    `Subnet ${text(net.subnet)} · ${text(net.interface)}`,
    `VIPs: ${vips.slice(0, 4).join(', ')}${vips.length > 4 ? ` +${vips.length - 4} more` : ''}`,
  ];
  elements.push({ id: 'lan', kind: 'lan', title: 'Public LAN', lines: lanLines, focus: '/public_network/device_type', prefixes: ['/public_network'], width: BOX_W + 40, height: lines(84, lanLines.length) });

  const machines = [...new Set(nodes.map((node) => text(node.machine, 'cpc1')))];
  machines.forEach((machine, index) => {
    elements.push({
      id: `machine:${machine}`,
      kind: 'machine',
      title: `${machine} · ${text(platform.architecture)} ${text(platform.virtualization)}`,
      lines: [],
      focus: '/platform/architecture',
      prefixes: ['/platform'],
      width: 0,
      height: 0,
    });
    void index;
  });

  nodes.forEach((node, index) => {
    const machine = text(node.machine, 'cpc1');
    elements.push({
      id: `node:${index}`,
      kind: 'node',
      parent: `machine:${machine}`,
      title: text(node.hostname, `node ${index + 1}`),
      lines: [`${text(node.cpus)} CPU · ${text(node.memory_gb)} GiB`, `${text(node.public_ip)} / VIP ${text(node.vip)}`, `private ${text(node.private_ip)}`],
      focus: `/nodes/${index}/hostname`,
      prefixes: [`/nodes/${index}`],
      width: NODE_W,
      height: NODE_H + 16,
    });
    if (nodes.length <= PER_NODE_EDGES_UP_TO) {
      edges.push({ id: `lan-${index}`, source: 'lan', target: `node:${index}` });
      edges.push({ id: `ic-${index}`, source: `node:${index}`, target: 'interconnect' });
      edges.push({ id: `st-${index}`, source: `node:${index}`, target: 'storage' });
    }
  });
  // Large clusters: one link per machine keeps the picture readable.
  if (nodes.length > PER_NODE_EDGES_UP_TO) {
    for (const machine of machines) {
      edges.push({ id: `lan-${machine}`, source: 'lan', target: `machine:${machine}` });
      edges.push({ id: `ic-${machine}`, source: `machine:${machine}`, target: 'interconnect' });
      edges.push({ id: `st-${machine}`, source: `machine:${machine}`, target: 'storage' });
    }
  }

  const icLines = [
    `${labelFor(NETWORK_DEVICE, ic.type)}`,
    `MTU ${text(ic.mtu)} · ${labelFor(INTERCONNECT_LAYOUT, ic.layout)}${ic.bonding === true ? ' · bonded' : ''}`,
    `Subnet ${text(ic.subnet)} · ${text(ic.interface)}`,
  ];
  elements.push({ id: 'interconnect', kind: 'interconnect', title: 'Interconnect', lines: icLines, focus: '/interconnect/type', prefixes: ['/interconnect'], width: BOX_W, height: lines(84, icLines.length) });

  const protocol = text(storage.protocol, 'eckd');
  const detail: string[] = [];
  if (protocol === 'fcp') {
    const fcp = obj(storage.fcp);
    detail.push(`${text(fcp.paths_per_disk)} paths · ${text(fcp.multipath_policy)} · rr_min_io ${text(fcp.rr_min_io)}`);
  } else if (protocol === 'eckd') {
    const eckd = obj(storage.eckd);
    detail.push(`${text(eckd.disk_model)} · PAV ${text(eckd.pav)}`);
  } else if (protocol === 'nfs') {
    const nfs = obj(storage.nfs);
    detail.push(`${text(nfs.server)}:${text(nfs.export)}`);
  } else if (protocol === 'iscsi_hba' || protocol === 'fc_hba') {
    detail.push(`queue depth ${text(obj(storage.hba).queue_depth)}`);
  }
  const disks = list(storage.disks);
  const storageLines = [labelFor(STORAGE_PROTOCOL, protocol), ...detail, `${disks.length} disk${disks.length === 1 ? '' : 's'} · ${text(shared.manager)}`];
  elements.push({ id: 'storage', kind: 'storage', title: 'Storage', lines: storageLines, focus: '/storage/protocol', prefixes: ['/storage', '/shared_disks/manager'], width: BOX_W, height: lines(84, storageLines.length) });

  const groups = list(shared.disk_groups).map(obj);
  groups.forEach((group, index) => {
    const members = list(group.disks);
    elements.push({
      id: `dg:${index}`,
      kind: 'diskgroup',
      title: `+${text(group.name, `DG${index + 1}`)}`,
      lines: [`${text(group.purpose)} · ${text(group.redundancy)}`, `${members.length} disk${members.length === 1 ? '' : 's'}`],
      focus: `/shared_disks/disk_groups/${index}/name`,
      prefixes: [`/shared_disks/disk_groups/${index}`],
      width: 170,
      height: 72,
    });
    edges.push({ id: `dg-${index}`, source: 'storage', target: `dg:${index}` });
  });

  const ocr = list(obj(files.ocr).locations);
  const voting = list(obj(files.voting).locations);
  elements.push({
    id: 'clusterfiles',
    kind: 'clusterfiles',
    title: 'OCR and voting',
    lines: [`${ocr.length} OCR · ${voting.length} voting`, `${text(obj(files.ocr).size_mb)} MB each`],
    focus: '/cluster_files/ocr/locations',
    prefixes: ['/cluster_files'],
    width: 170,
    height: 72,
  });
  edges.push({ id: 'files', source: 'storage', target: 'clusterfiles' });

  const signature = JSON.stringify([nodes.map((node) => text(node.machine, 'cpc1')), groups.length, storageLines.length, icLines.length]);
  return { elements, edges, signature };
}

/** The most severe finding on each element, plus the pointer of the first finding to focus. */
export function highlight(elements: readonly DiagramElement[], byPointer: ReadonlyMap<string, Finding[]>) {
  const out = new Map<string, { severity: Severity; count: number; pointer: string }>();
  for (const element of elements) {
    let severity: Severity | null = null;
    let pointer = '';
    const seen = new Set<Finding>();
    for (const [path, findings] of byPointer) {
      if (!element.prefixes.some((prefix) => isUnder(path, prefix))) continue;
      for (const finding of findings) {
        if (finding.severity === 'info') continue;
        seen.add(finding);
        if (severity === null || severityRank(finding.severity) < severityRank(severity)) {
          severity = finding.severity;
          pointer = path;
        }
      }
    }
    if (severity) out.set(element.id, { severity, count: seen.size, pointer });
  }
  return out;
}

/**
 * The graph to draw while `laidOut` is the one ELK last placed. Until the new layout arrives after a change of
 * structure (a node moved to a new machine), keep drawing the laid-out graph: mixing new elements with old positions
 * would hand React Flow children of machines it has not got yet and edges to missing boxes, which it warns about.
 * With the same structure, the current graph: its labels and colours are up to date.
 */
export function graphToDraw(laidOut: DiagramGraph, current: DiagramGraph): DiagramGraph {
  return laidOut.signature === current.signature ? current : laidOut;
}
