import type { MouseEvent, ReactNode } from 'react';

import classes from './skip-link.module.css';

type SkipLinkProps = {
  /** The id of the element to move to; it needs tabIndex -1 unless it is focusable itself. */
  target: string;
  children: ReactNode;
};

/**
 * A link hidden until it has keyboard focus that moves focus (not only the scroll position) to another part of the
 * page. Focus is moved by hand rather than by following the "#id": the router would take the fragment as a new
 * location, and a fragment alone leaves focus where it was in some browsers.
 */
export function SkipLink({ target, children }: SkipLinkProps) {
  const jump = (event: MouseEvent<HTMLAnchorElement>) => {
    const element = document.getElementById(target);
    if (!element) return;
    event.preventDefault();
    element.scrollIntoView({ block: 'start' });
    element.focus({ preventScroll: true });
  };
  return (
    <a href={`#${target}`} className={classes.link} onClick={jump}>
      {children}
    </a>
  );
}
