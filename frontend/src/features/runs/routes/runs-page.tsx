import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

// Placeholder owned by the runs feature; replace this file when the feature is built.
export function RunsPage() {
  return (
    <>
      <PageHeader title="Runs" description="Benchmark runs and the reports uploaded for them." />
      <EmptyState title="No runs here yet">
        Run ingest is not built yet. This page will list benchmark runs with their uploaded AWR, CSV and sar reports and the metrics parsed from them, with the progress of each parse.
      </EmptyState>
    </>
  );
}
