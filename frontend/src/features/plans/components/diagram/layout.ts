import type { ELK } from 'elkjs/lib/elk-api.js';
import elkWorkerUrl from 'elkjs/lib/elk-worker.min.js?url';

import type { DiagramGraph } from './build-graph';

export type Positioned = { x: number; y: number; width: number; height: number };

const MACHINE_PADDING = 'top=36,left=16,bottom=16,right=16';

/**
 * Automatic layout with ELK, loaded on first use. Each machine packs its nodes into a grid
 * (rectpacking); the machines, LAN, interconnect and storage are then layered top to bottom with
 * the node-level links folded onto their machine. Child positions are relative to their machine,
 * as React Flow expects for parentId.
 */
function topLevelEdges(graph: DiagramGraph) {
  const parentOf = new Map(graph.elements.map((element) => [element.id, element.parent ?? element.id]));
  const seen = new Set<string>();
  const edges: { id: string; sources: string[]; targets: string[] }[] = [];
  for (const edge of graph.edges) {
    const source = parentOf.get(edge.source) ?? edge.source;
    const target = parentOf.get(edge.target) ?? edge.target;
    const id = `${source}->${target}`;
    if (source === target || seen.has(id)) continue;
    seen.add(id);
    edges.push({ id, sources: [source], targets: [target] });
  }
  return edges;
}

let engine: Promise<ELK> | null = null;

/**
 * One ELK for the page. In the browser it runs in a Web Worker, so its 1.6 MB engine is parsed and every layout
 * computed off the main thread while the form renders; where there are no workers (the unit tests' jsdom) the
 * same engine runs in-thread.
 */
function elkEngine(): Promise<ELK> {
  engine ??=
    typeof Worker === 'undefined'
      ? import('elkjs/lib/elk.bundled.js').then(({ default: Elk }) => new Elk())
      : import('elkjs/lib/elk-api.js').then(({ default: Elk }) => new Elk({ workerUrl: elkWorkerUrl }));
  return engine;
}

/** Starts the layout engine (and its worker) before the first diagram needs it. */
export function preloadLayoutEngine(): void {
  void elkEngine();
}

export async function layoutGraph(graph: DiagramGraph): Promise<Map<string, Positioned>> {
  const elk = await elkEngine();
  const top = graph.elements.filter((element) => !element.parent);
  const children = (id: string) => graph.elements.filter((element) => element.parent === id);
  const root = {
    id: 'root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.spacing.nodeNode': '28',
      'elk.layered.spacing.nodeNodeBetweenLayers': '56',
      'elk.edgeRouting': 'POLYLINE',
    },
    children: top.map((element) =>
      element.kind === 'machine'
        ? {
            id: element.id,
            layoutOptions: { 'elk.padding': `[${MACHINE_PADDING}]`, 'elk.algorithm': 'rectpacking', 'elk.aspectRatio': '3' },
            children: children(element.id).map((child) => ({ id: child.id, width: child.width, height: child.height })),
          }
        : { id: element.id, width: element.width, height: element.height },
    ),
    edges: topLevelEdges(graph),
  };
  const result = await elk.layout(root);
  const positions = new Map<string, Positioned>();
  for (const child of result.children ?? []) {
    positions.set(child.id, { x: child.x ?? 0, y: child.y ?? 0, width: child.width ?? 0, height: child.height ?? 0 });
    for (const grandchild of child.children ?? []) {
      positions.set(grandchild.id, { x: grandchild.x ?? 0, y: grandchild.y ?? 0, width: grandchild.width ?? 0, height: grandchild.height ?? 0 });
    }
  }
  return positions;
}
