import { describe, expect, it } from 'vitest';

import type { TopologyDraft } from '@/features/plans/types';

import { buildGraph, type DiagramGraph, graphToDraw } from './build-graph';

const node = (hostname: string, machine: string) => ({ hostname, machine, cpus: 2, memory_gb: 16 });
const ON_ONE: TopologyDraft = { platform: { architecture: 'z10', virtualization: 'lpar' }, nodes: [node('n1', 'cpc1'), node('n2', 'cpc1')] };
const MOVED: TopologyDraft = { ...ON_ONE, nodes: [node('n1', 'cpc1'), node('n2', 'cpc2')] };
const RENAMED: TopologyDraft = { ...ON_ONE, nodes: [node('n1', 'cpc1'), node('renamed', 'cpc1')] };

/** Parents and edge ends that the drawn graph names but does not contain (what React Flow warns about). */
function dangling(graph: DiagramGraph, placed: Set<string>): string[] {
  const ids = new Set(graph.elements.filter((element) => placed.has(element.id)).map((element) => element.id));
  const missing = graph.elements.filter((element) => placed.has(element.id) && element.parent && !ids.has(element.parent)).map((element) => element.parent ?? '');
  for (const edge of graph.edges) for (const end of [edge.source, edge.target]) if (!ids.has(end)) missing.push(end);
  return missing;
}

describe('graphToDraw', () => {
  it('keeps the laid-out graph until a node moved to a new machine has been laid out', () => {
    const laidOut = buildGraph(ON_ONE);
    const moved = buildGraph(MOVED);
    expect(moved.signature).not.toBe(laidOut.signature);
    const placed = new Set(laidOut.elements.map((element) => element.id));
    // Drawing the new graph with the old positions would leave node 2 inside a machine with no position.
    expect(dangling(moved, placed)).toContain('machine:cpc2');
    const drawn = graphToDraw(laidOut, moved);
    expect(drawn).toBe(laidOut);
    expect(dangling(drawn, placed)).toEqual([]);
  });

  it('draws the current labels when only they changed', () => {
    const laidOut = buildGraph(ON_ONE);
    const renamed = buildGraph(RENAMED);
    // A host name does not move anything: same structure, so no new layout is waited for.
    expect(renamed.signature).toBe(laidOut.signature);
    const drawn = graphToDraw(laidOut, renamed);
    expect(drawn).toBe(renamed);
    expect(drawn.elements.map((element) => element.title)).toContain('renamed');
  });
});
