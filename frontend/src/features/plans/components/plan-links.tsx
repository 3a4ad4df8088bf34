import { Button } from '@mantine/core';
import { Link } from 'react-router';

/** A header button to a page about one version of the plan (or about the plan, when no version is given). */
function VersionPageLink({ planId, page, number, label }: { planId: number; page: string; number?: number; label: string }) {
  const to = number ? `/plans/${planId}/${page}?version=${number}` : `/plans/${planId}/${page}`;
  return (
    <Button component={Link} to={to} variant="default">
      {label}
    </Button>
  );
}

/** The way to a version's configuration bundles (rendered and listed on the bundles pages). */
export function BundlesLink({ planId, number }: { planId: number; number?: number }) {
  return <VersionPageLink planId={planId} page="bundles" number={number} label="Bundles" />;
}

/** The way to the as-built checks: a running cluster's files compared with a version of the plan. */
export function AsBuiltLink({ planId, number }: { planId: number; number?: number }) {
  return <VersionPageLink planId={planId} page="as-built" number={number} label="As built" />;
}
