import { Button } from '@mantine/core';
import { Link } from 'react-router';

/** The way to a version's configuration bundles (rendered and listed on the bundles pages). */
export function BundlesLink({ planId, number }: { planId: number; number?: number }) {
  const to = number ? `/plans/${planId}/bundles?version=${number}` : `/plans/${planId}/bundles`;
  return (
    <Button component={Link} to={to} variant="default">
      Bundles
    </Button>
  );
}
