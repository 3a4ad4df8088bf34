import { Button, Collapse, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';

import { EmptyState } from '@/components/ui/empty-state';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageHeader } from '@/components/ui/page-header';
import { useCurrentProject } from '@/lib/current-project';

import { useComparison } from '../api/compare-runs';
import type { RunFilter } from '../api/get-runs';
import { ComparisonCharts } from '../components/comparison-charts';
import { GroupingControls } from '../components/grouping-controls';
import { RunPicker } from '../components/run-picker';
import { SaveReportForm } from '../components/save-report-form';
import type { RunListItem } from '../types';
import { preloadPlotly } from '../utils/preload-plotly';
import { type BuilderState, buildRequest } from '../utils/request';

/** Pick runs, group them, choose a baseline: the charts follow, and contributors can save the view as a report. */
export function ComparisonsPage() {
  const { project } = useCurrentProject();
  useEffect(preloadPlotly, []);
  if (!project) {
    return (
      <>
        <PageHeader title="Comparisons" description="Side-by-side views of benchmark runs." />
        <EmptyState title="No project chosen">Choose a project in the header to compare its runs.</EmptyState>
      </>
    );
  }
  return <ComparisonBuilder key={project.id} projectId={project.id} canSave={project.role === 'contributor'} />;
}

function ComparisonBuilder({ projectId, canSave }: { projectId: number; canSave: boolean }) {
  const [filter, setFilter] = useState<RunFilter>({ project: projectId, page: 1 });
  const [picked, setPicked] = useState<Map<number, RunListItem>>(new Map());
  const [state, setState] = useState<BuilderState>({ selected: [], mode: 'none', tagKey: '', manual: {}, baseline: '' });
  const [saving, setSaving] = useState(false);
  const runs = useMemo(() => [...picked.values()], [picked]);
  const request = useMemo(() => buildRequest(runs, state), [runs, state]);
  const comparison = useComparison(request);

  return (
    <>
      <PageHeader
        title="Comparisons"
        description="Normalized throughput and CPU cost across runs, with the noise between repeated runs taken into account."
        actions={
          canSave ? (
            <Button variant="light" onClick={() => setSaving((v) => !v)} disabled={runs.length === 0}>
              Save as report
            </Button>
          ) : null
        }
      />
      <Stack gap="md">
        <Paper withBorder p="md" radius="md" component="section" aria-label="Runs">
          <Stack gap="sm">
            <Title order={2} size="h4">
              Runs
            </Title>
            <RunPicker
              filter={filter}
              onFilterChange={setFilter}
              selected={picked}
              onToggle={(run, checked) =>
                setPicked((current) => {
                  const next = new Map(current);
                  if (checked) next.set(run.id, run);
                  else next.delete(run.id);
                  return next;
                })
              }
            />
            <GroupingControls runs={runs} state={state} onChange={setState} />
          </Stack>
        </Paper>
        <Collapse expanded={saving && canSave}>
          <Paper withBorder p="md" radius="md">
            <SaveReportForm project={projectId} request={request} />
          </Paper>
        </Collapse>
        {comparison.error ? <ErrorAlert error={comparison.error} title="The comparison could not be made" /> : null}
        {runs.length === 0 ? (
          <EmptyState title="Pick runs to compare">Tick two or more runs above. Group them by a tag, a plan version or by hand, then choose the baseline.</EmptyState>
        ) : comparison.data ? (
          <ComparisonCharts result={comparison.data} />
        ) : (
          <Text role="status" c="dimmed">
            Comparing…
          </Text>
        )}
      </Stack>
    </>
  );
}
