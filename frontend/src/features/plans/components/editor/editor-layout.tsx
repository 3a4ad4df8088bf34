import { Grid, Stack } from '@mantine/core';

import { TopologyDiagram } from '../diagram/topology-diagram';
import { EditorForm } from './editor-form';
import { FindingsPanel } from './findings-panel';

/** Diagram and form on the left, the findings panel kept in view on the right (stacked on narrow screens). */
export function EditorLayout() {
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, lg: 8 }} miw={0}>
        <Stack gap="md">
          <TopologyDiagram />
          <EditorForm />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }} miw={0}>
        <div style={{ position: 'sticky', top: 80 }}>
          <FindingsPanel />
        </div>
      </Grid.Col>
    </Grid>
  );
}
