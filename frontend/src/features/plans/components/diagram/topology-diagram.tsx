import { Paper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy } from 'react';

import { LazyBoundary } from '@/components/ui/lazy-boundary';

// React Flow and ELK are large; they load with this chunk the first time a diagram is shown.
const DiagramCanvas = lazy(() => import('./diagram-canvas'));

/** The id of the diagram's section (the findings shortcut keeps off it). */
export const DIAGRAM_SECTION_ID = 'plan-diagram';

/** The plan as a picture, kept in step with the form; click a box to jump to its fields. */
export function TopologyDiagram() {
  const narrow = useMediaQuery('(max-width: 48em)');
  const height = narrow ? 340 : 440;
  return (
    <Paper withBorder p="md" radius="md" component="section" id={DIAGRAM_SECTION_ID} aria-labelledby="diagram-heading" tabIndex={-1}>
      <Title order={2} size="h4" id="diagram-heading">
        Topology
      </Title>
      <Text size="sm" c="gray.7" mb="xs">
        Nodes grouped by machine, the public LAN with the VIPs, the interconnect and the storage. Boxes with findings are
        outlined in their severity colour; click one to open its fields.
      </Text>
      <LazyBoundary height={height} loadingLabel="Loading the diagram" failureTitle="The diagram could not be drawn">
        <DiagramCanvas height={height} />
      </LazyBoundary>
    </Paper>
  );
}
