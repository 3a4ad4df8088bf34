import { Affix, Badge, Button } from '@mantine/core';
import { useEffect, useState } from 'react';

import { useStoreSelector } from '@/features/plans/utils/store';
import { DIAGRAM_SECTION_ID } from '../diagram/topology-diagram';
import { type ChecksState, useEditor } from './editor-context';

export const FINDINGS_SECTION_ID = 'plan-findings';

const selectCount = (state: ChecksState) => state.result?.findings.length ?? null;

/** The strip at the bottom of the screen the pinned button takes (16 px margin, a 36 px button and some air). */
const BUTTON_STRIP_PX = 72;

/** Whether the diagram passes under the bottom strip where the button sits, so the button would cover part of it. */
function useDiagramUnderButton(): boolean {
  const [under, setUnder] = useState(false);
  useEffect(() => {
    const diagram = document.getElementById(DIAGRAM_SECTION_ID);
    if (!diagram || typeof IntersectionObserver === 'undefined') return;
    let observer: IntersectionObserver | null = null;
    const observe = () => {
      observer?.disconnect();
      // The observed root is the viewport cut down to its bottom strip.
      const top = Math.max(0, window.innerHeight - BUTTON_STRIP_PX);
      observer = new IntersectionObserver(([entry]) => setUnder(entry?.isIntersecting ?? false), { rootMargin: `-${top}px 0px 0px 0px` });
      observer.observe(diagram);
    };
    observe();
    window.addEventListener('resize', observe);
    return () => {
      window.removeEventListener('resize', observe);
      observer?.disconnect();
    };
  }, []);
  return under;
}

/**
 * On screens narrower than the two-column layout the findings panel sits below the whole form; this button, pinned to
 * the bottom of the screen, brings it into view in one tap and says how many findings wait there. It is not shown
 * while the diagram passes beneath it.
 */
export function FindingsShortcut() {
  const { checks } = useEditor();
  const count = useStoreSelector(checks, selectCount);
  // While the diagram scrolls past the button's place the button steps aside, so it never covers the diagram.
  const overDiagram = useDiagramUnderButton();

  const jump = () => {
    const section = document.getElementById(FINDINGS_SECTION_ID);
    if (!section) return;
    section.scrollIntoView({ block: 'start' });
    // Keyboard and screen-reader users land in the panel too, not only the eyes.
    section.focus({ preventScroll: true });
  };

  if (overDiagram) return null;
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
      >
        {/* The badge sits in the label after a space, not in a section of its own: axe compares the name with the
            visible text and joins separate boxes without one ("Findings2", not in "Findings (2)"; WCAG 2.5.3). */}
        Findings{' '}
        {count === null ? null : (
          <Badge color="white" c="indigo.9" size="sm" circle={count < 10} ml={8}>
            {count}
          </Badge>
        )}
      </Button>
    </Affix>
  );
}
