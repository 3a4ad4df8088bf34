import '@xyflow/react/dist/style.css';

import { Alert, Badge, Skeleton, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Background, Controls, type Edge, Handle, type Node, type NodeProps, Position, ReactFlow } from '@xyflow/react';
import { memo, useEffect, useMemo, useState } from 'react';

import type { Severity, TopologyDraft } from '@/features/plans/types';
import { SEVERITY_BADGE, SEVERITY_COLOURS } from '@/features/plans/utils/labels';
import { useStoreSelector } from '@/features/plans/utils/store';
import { type ChecksState, useEditor } from '../editor/editor-context';
import { buildGraph, type DiagramElement, type DiagramGraph, graphToDraw, highlight } from './build-graph';
import { layoutGraph, type Positioned } from './layout';

export const DIAGRAM_DEBOUNCE_MS = 300;
/** The first view never zooms out further than this, so the boxes' 12 px lines stay about 10 px or more on screen. */
export const READABLE_ZOOM = 0.85;
/** The canvas grows with the laid-out graph up to this height (then the user pans). */
const MAX_HEIGHT = 720;
const FIT_PADDING = 24;

/**
 * React Flow leaves a node that is neither draggable nor selectable transparent to the pointer (pointer-events: none
 * on its wrapper), so the mouse would pan the pane instead of pressing the box's button; the buttons take the pointer
 * back explicitly.
 */
const CLICKABLE = { pointerEvents: 'all' } as const;

type BoxData = {
  element: DiagramElement;
  severity: Severity | null;
  count: number;
  onOpen: () => void;
};

type BoxNode = Node<BoxData, 'box'>;
type MachineNode = Node<BoxData, 'machine'>;

const KIND_BACKGROUND: Record<string, string> = {
  lan: 'var(--mantine-color-cyan-0)',
  interconnect: 'var(--mantine-color-grape-0)',
  storage: 'var(--mantine-color-yellow-0)',
  diskgroup: 'var(--mantine-color-yellow-0)',
  clusterfiles: 'var(--mantine-color-gray-0)',
  node: 'var(--mantine-color-white)',
};

function borderFor(severity: Severity | null): string {
  return severity ? `2px solid var(--mantine-color-${SEVERITY_COLOURS[severity]}-6)` : '1px solid var(--mantine-color-gray-5)';
}

/**
 * A box that opens its field: a real button, so it works from the keyboard too. Its name is the text it shows, in
 * the order shown, then what pressing it does (WCAG 2.5.3: the name contains the visible label, so a voice user can
 * say what they see).
 */
const BoxView = memo(function BoxView({ data }: NodeProps<BoxNode>) {
  const { element, severity, count, onOpen } = data;
  return (
    <>
      <Handle type="target" position={Position.Top} isConnectable={false} style={{ opacity: 0 }} />
      <UnstyledButton
        onClick={onOpen}
        className="nodrag nopan"
        data-severity={severity ?? undefined}
        style={{
          ...CLICKABLE,
          width: element.width,
          minHeight: element.height,
          padding: 8,
          borderRadius: 6,
          border: borderFor(severity),
          background: KIND_BACKGROUND[element.kind] ?? 'white',
          textAlign: 'left',
        }}
      >
        <Text size="sm" fw={700} lineClamp={1}>
          {element.title}{' '}
          {severity ? (
            <Badge component="span" size="xs" color={SEVERITY_BADGE[severity]} variant="filled" autoContrast>
              {count} {severity}
            </Badge>
          ) : null}
        </Text>
        {element.lines.map((line) => (
          <Text key={line} size="xs" c="dark.5" lineClamp={1}>
            {line}
          </Text>
        ))}
        <VisuallyHidden>: show in the form</VisuallyHidden>
      </UnstyledButton>
      <Handle type="source" position={Position.Bottom} isConnectable={false} style={{ opacity: 0 }} />
    </>
  );
});

const MachineView = memo(function MachineView({ data }: NodeProps<MachineNode>) {
  const { element, severity } = data;
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        borderRadius: 8,
        border: severity ? borderFor(severity) : '1px dashed var(--mantine-color-gray-6)',
        background: 'var(--mantine-color-gray-0)',
      }}
    >
      <Handle type="target" position={Position.Top} isConnectable={false} style={{ opacity: 0 }} />
      <UnstyledButton
        onClick={data.onOpen}
        className="nodrag nopan"
        style={CLICKABLE}
        px={10}
        py={6}
      >
        <Text size="xs" fw={700} c="dark.6">
          Machine {element.title}
        </Text>
        <VisuallyHidden>: show the platform</VisuallyHidden>
      </UnstyledButton>
      <Handle type="source" position={Position.Bottom} isConnectable={false} style={{ opacity: 0 }} />
    </div>
  );
});

const NODE_TYPES = { box: BoxView, machine: MachineView };
// Fit the graph, but never below the readable zoom: a graph wider than the canvas then opens centred on it and is
// panned (or zoomed out with the controls) to see its edges.
const FIT_VIEW = { minZoom: READABLE_ZOOM, maxZoom: 1, padding: 0.05 };
// On a phone the readable zoom leaves most of a cluster off screen, and the boxes (buttons) leave little pane to pan
// by: the whole graph is fitted instead, and the controls zoom in on a part of it.
const FIT_VIEW_NARROW = { minZoom: 0.05, maxZoom: 1, padding: 0.05 };

/** The document, at most every 300 ms: typing should not relayout or redraw the diagram per keystroke. */
function useSettledDocument(): TopologyDraft {
  const { document } = useEditor();
  const [settled, setSettled] = useState(document.get);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = document.subscribe(() => {
      clearTimeout(timer);
      timer = setTimeout(() => setSettled(document.get()), DIAGRAM_DEBOUNCE_MS);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [document]);
  return settled;
}

const selectByPointer = (state: ChecksState) => state.byPointer;

/** React Flow view of the plan, laid out by ELK; loaded lazily with this module. */
export default function DiagramCanvas({ height }: { height: number }) {
  const { checks, focusField } = useEditor();
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const document = useSettledDocument();
  const byPointer = useStoreSelector(checks, selectByPointer);
  const graph = useMemo(() => buildGraph(document), [document]);
  const [layout, setLayout] = useState<{ graph: DiagramGraph; positions: Map<string, Positioned> } | null>(null);
  const [failure, setFailure] = useState<Error | null>(null);

  useEffect(() => {
    let cancelled = false;
    layoutGraph(graph)
      .then((positions) => {
        if (!cancelled) setLayout({ graph, positions });
      })
      .catch((error: unknown) => {
        if (!cancelled) setFailure(error instanceof Error ? error : new Error(String(error)));
      });
    return () => {
      cancelled = true;
    };
    // Only a change of structure needs a new layout; labels and colours update in place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [graph.signature]);

  const shown = layout ? graphToDraw(layout.graph, graph) : null;
  const marks = useMemo(() => highlight(shown?.elements ?? [], byPointer), [shown, byPointer]);

  const nodes = useMemo<(BoxNode | MachineNode)[]>(() => {
    if (!layout || !shown) return [];
    const out: (BoxNode | MachineNode)[] = [];
    for (const element of shown.elements) {
      const position = layout.positions.get(element.id);
      if (!position) continue;
      const mark = marks.get(element.id);
      const data: BoxData = {
        element,
        severity: mark?.severity ?? null,
        count: mark?.count ?? 0,
        onOpen: () => focusField(mark?.pointer ?? element.focus),
      };
      out.push({
        id: element.id,
        type: element.kind === 'machine' ? 'machine' : 'box',
        position: { x: position.x, y: position.y },
        ...(element.parent ? { parentId: element.parent, extent: 'parent' as const } : {}),
        style: element.kind === 'machine' ? { width: position.width, height: position.height } : undefined,
        data,
        draggable: false,
        selectable: false,
        focusable: false,
      } as BoxNode | MachineNode);
    }
    return out;
  }, [layout, shown, marks, focusField]);

  const edges = useMemo<Edge[]>(
    () =>
      (shown?.edges ?? []).map((edge) => ({
        id: edge.id,
        source: edge.source,
        target: edge.target,
        focusable: false,
        style: { stroke: edge.source === 'lan' ? 'var(--mantine-color-cyan-6)' : edge.target === 'interconnect' ? 'var(--mantine-color-grape-6)' : 'var(--mantine-color-gray-6)' },
      })),
    [shown],
  );

  // Tall graphs get a taller canvas (up to MAX_HEIGHT), so the readable first zoom shows more of them.
  const canvasHeight = useMemo(() => {
    if (!layout) return height;
    let bottom = 0;
    for (const element of layout.graph.elements) {
      const position = layout.positions.get(element.id);
      if (position && !element.parent) bottom = Math.max(bottom, position.y + position.height);
    }
    // Fitted to a phone's width the graph is smaller than at the readable zoom: the canvas does not grow.
    if (narrow) return height;
    return Math.round(Math.min(MAX_HEIGHT, Math.max(height, bottom * READABLE_ZOOM + 2 * FIT_PADDING)));
  }, [layout, height, narrow]);

  if (failure) {
    return (
      <Alert color="red" variant="light" title="The diagram could not be laid out" role="alert">
        {failure.message}
      </Alert>
    );
  }
  if (!layout) return <Skeleton height={height} aria-label="Laying out the diagram" />;

  return (
    <div style={{ height: canvasHeight, width: '100%' }} role="region" aria-label="Topology diagram">
      <ReactFlow
        key={`${layout.graph.signature}${narrow ? ' narrow' : ''}`}
        nodes={nodes}
        edges={edges}
        nodeTypes={NODE_TYPES}
        fitView
        fitViewOptions={narrow ? FIT_VIEW_NARROW : FIT_VIEW}
        minZoom={0.05}
        maxZoom={1.5}
        nodesDraggable={false}
        nodesConnectable={false}
        nodesFocusable={false}
        edgesFocusable={false}
        elementsSelectable={false}
        panOnScroll={false}
        zoomOnScroll={false}
        preventScrolling={false}
      >
        <Background gap={16} />
        <Controls showInteractive={false} />
      </ReactFlow>
    </div>
  );
}
