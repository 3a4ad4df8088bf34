import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

import { EmptyState } from './empty-state';
import { PageHeader } from './page-header';

type MissingObjectProps = {
  /** The page heading, e.g. "Run not found". */
  heading: string;
  /** What the empty state says, e.g. "There is no such run". */
  message: string;
  backTo: string;
  backLabel: string;
  linkClassName?: string;
};

/** The page shown for an id that names nothing the user may read (a foreign id answers the same 404). */
export function MissingObject({ heading, message, backTo, backLabel, linkClassName }: MissingObjectProps) {
  return (
    <>
      <PageHeader title={heading} />
      <EmptyState title={message}>
        <Anchor component={Link} className={linkClassName} to={backTo}>
          {backLabel}
        </Anchor>
      </EmptyState>
    </>
  );
}
