import { Grid, Stack } from '@mantine/core';

import { TopologyDiagram } from '../diagram/topology-diagram';
import { EditorForm } from './editor-form';
import { EstimatePanel } from './estimate-panel';
import { FindingsPanel } from './findings-panel';
import { FindingsShortcut } from './findings-shortcut';

/**
 * Diagram and form on the left, the findings panel (and, for a plan, its expected performance as edited) kept in view on
 * the right; on narrow screens they stack and a pinned button leads to the findings.
 */
export function EditorLayout({ estimate }: { estimate?: { planId: number } }) {
  return (
    <>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }} miw={0}>
          <Stack gap="md">
            <TopologyDiagram />
            <EditorForm />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }} miw={0}>
          <div style={{ position: 'sticky', top: 80 }}>
            <Stack gap="md">
              <FindingsPanel />
              {estimate ? <EstimatePanel planId={estimate.planId} /> : null}
            </Stack>
          </div>
        </Grid.Col>
      </Grid>
      <FindingsShortcut />
    </>
  );
}
