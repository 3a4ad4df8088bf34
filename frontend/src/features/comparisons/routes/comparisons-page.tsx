import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

// Placeholder owned by the comparisons feature; replace this file when the feature is built.
export function ComparisonsPage() {
  return (
    <>
      <PageHeader title="Comparisons" description="Side-by-side views of benchmark runs." />
      <EmptyState title="No comparisons here yet">
        Comparisons are not built yet. This page will let you pick runs, chart their metrics against each other and save the result as a report.
      </EmptyState>
    </>
  );
}
