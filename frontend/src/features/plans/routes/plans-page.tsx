import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

// Placeholder owned by the plans feature; replace this file when the feature is built.
export function PlansPage() {
  return (
    <>
      <PageHeader title="Plans" description="Cluster topologies for this project, each kept as a series of immutable versions." />
      <EmptyState title="No plans here yet">
        Planning is not built yet. This page will list the project's RAC cluster plans: nodes, interconnect, storage and database settings, with their versions, the rule findings for each version and the configuration bundles rendered from them.
      </EmptyState>
    </>
  );
}
