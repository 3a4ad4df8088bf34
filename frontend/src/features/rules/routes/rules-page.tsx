import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

// Placeholder owned by the rules feature; replace this file when the feature is built.
export function RulesPage() {
  return (
    <>
      <PageHeader title="Rules" description="The catalogue of checks applied to every plan." />
      <EmptyState title="The rule catalogue is not shown yet">
        This page will list every rule the planner checks (its id, severity, summary, rationale and the study it comes from) and let you look up why a finding was raised.
      </EmptyState>
    </>
  );
}
