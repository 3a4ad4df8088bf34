import { Grid, Group, Stack } from '@mantine/core';

import { SkipLink } from '@/components/ui/skip-link';
import { fieldId } from '@/features/plans/utils/json-pointer';
import { DIAGRAM_SECTION_ID, TopologyDiagram } from '../diagram/topology-diagram';
import { EditorForm } from './editor-form';
import { EstimatePanel } from './estimate-panel';
import { FindingsPanel } from './findings-panel';
import { FINDINGS_SECTION_ID, FindingsShortcut } from './findings-shortcut';

/** The form's first section: where "Skip to the form" lands. */
const FORM_START_ID = fieldId('/cluster');

/**
 * Skip links between the editor's regions, seen only when focused. The diagram's boxes and the form's hundred
 * inputs come before the findings in the tab order; these let the keyboard step over either.
 */
function RegionLinks({ label, links }: { label: string; links: readonly (readonly [string, string])[] }) {
  return (
    <Group component="nav" aria-label={label} gap={0} pos="relative" h={0}>
      {links.map(([target, text]) => (
        <SkipLink key={target} target={target}>
          {text}
        </SkipLink>
      ))}
    </Group>
  );
}

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
            {/* Each group of links shares a box with the region after it, so the stack adds no gap for them. */}
            <div>
              <RegionLinks
                label="Before the diagram"
                links={[
                  [FORM_START_ID, 'Skip the diagram to the form'],
                  [FINDINGS_SECTION_ID, 'Skip to findings'],
                ]}
              />
              <TopologyDiagram />
            </div>
            <div>
              {/* Just before "Cluster name": one Shift+Tab from the form's first input reaches the findings. */}
              <RegionLinks
                label="Before the form"
                links={[
                  [DIAGRAM_SECTION_ID, 'Back to the diagram'],
                  [FINDINGS_SECTION_ID, 'Skip to findings'],
                ]}
              />
              <EditorForm />
            </div>
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
