import { Affix, Badge, Button } from '@mantine/core';

import { useStoreSelector } from '@/features/plans/utils/store';
import { type ChecksState, useEditor } from './editor-context';

export const FINDINGS_SECTION_ID = 'plan-findings';

const selectCount = (state: ChecksState) => state.result?.findings.length ?? null;

/**
 * On screens narrower than the two-column layout the findings panel sits below the whole form; this button, pinned to
 * the bottom of the screen, brings it into view in one tap and says how many findings wait there.
 */
export function FindingsShortcut() {
  const { checks } = useEditor();
  const count = useStoreSelector(checks, selectCount);

  const jump = () => {
    const section = document.getElementById(FINDINGS_SECTION_ID);
    if (!section) return;
    section.scrollIntoView({ block: 'start' });
    // Keyboard and screen-reader users land in the panel too, not only the eyes.
    section.focus({ preventScroll: true });
  };

  return (
    <Affix position={{ bottom: 16, right: 16 }} hiddenFrom="lg">
      <Button
        color="indigo.8"
        radius="xl"
        style={{ boxShadow: 'var(--mantine-shadow-md)' }}
        onClick={jump}
        title="Go to the findings"
        // The badge is its own box; spell the name out rather than leave "Findings2" to the name computation.
        aria-label={count === null ? 'Findings' : `Findings (${count})`}
        rightSection={
          count === null ? null : (
            <Badge color="white" c="indigo.9" size="sm" circle={count < 10}>
              {count}
            </Badge>
          )
        }
      >
        Findings
      </Button>
    </Affix>
  );
}
