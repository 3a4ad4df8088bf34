import { Button, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { PlanChecks, WhatChanged } from '@/components/estimates';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageHeader } from '@/components/ui/page-header';
import { useCurrentProject } from '@/lib/current-project';
import { canWrite } from '@/lib/roles';

import {
  availableCharts,
  CHART_IDS,
  type ChartId,
  ChartPicker,
  ComparisonCharts,
  comparisonParams,
  type ComparisonResult,
  type ComparisonUrlState,
  GroupingControls,
  IntervalsSummary,
  parseComparisonParams,
  preloadPlotly,
  requestFor,
  type RunFilter,
  type RunListItem,
  RunPicker,
  runsOfResult,
  SaveReportDialog,
  useComparison,
} from '@/features/comparisons';

/**
 * Pick runs, group them, choose a baseline and charts: the charts follow, the address holds the whole view (share it
 * with anyone who may read those runs), and contributors can save it as a report.
 */
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
  return <ComparisonBuilder key={project.id} projectId={project.id} canSave={canWrite(project.role, 'reports')} />;
}

function ComparisonBuilder({ projectId, canSave }: { projectId: number; canSave: boolean }) {
  // Runs, grouping, baseline and charts live in the address: a copied link shows the same comparison, and every
  // change is a history entry, so the browser's back and forward walk through them.
  const [params, setParams] = useSearchParams();
  const urlState = useMemo(() => parseComparisonParams(params), [params]);
  const { runs: ids, builder: state, charts, metric, intervals } = urlState;
  const navigate = useNavigate();
  const [filter, setFilter] = useState<RunFilter>({ project: projectId, page: 1 });
  const [listed, setListed] = useState<Map<number, RunListItem>>(new Map());
  const [saving, setSaving] = useState(false);
  // Runs opened from a link may not be on the picker's page: the comparison itself describes them.
  const [described, setDescribed] = useState<ComparisonResult | undefined>(undefined);
  const known = useMemo(() => {
    const map = new Map<number, RunListItem>(runsOfResult(described).map((r) => [r.id, r]));
    for (const [id, run] of listed) map.set(id, run);
    return map;
  }, [listed, described]);
  const runs = useMemo(() => ids.map((id) => known.get(id)).filter((r): r is RunListItem => r !== undefined), [ids, known]);
  const request = useMemo(() => requestFor(ids, known, state, intervals), [ids, known, state, intervals]);
  const comparison = useComparison(request);
  if (comparison.data && comparison.data !== described) setDescribed(comparison.data);
  const shownCharts = useMemo<ChartId[]>(
    () => charts ?? (comparison.data ? availableCharts(comparison.data, CHART_IDS) : [...CHART_IDS]),
    [charts, comparison.data],
  );
  const update = (next: Partial<ComparisonUrlState>) => setParams(comparisonParams({ ...urlState, ...next }));

  return (
    <>
      <PageHeader
        title="Comparisons"
        description="Normalized throughput and CPU cost across runs, with the noise between repeated runs taken into account."
        actions={
          <Group gap="xs">
            <CopyButton value={window.location.href}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy} disabled={ids.length === 0}>
                  {copied ? 'Link copied' : 'Copy link'}
                </Button>
              )}
            </CopyButton>
            {/* A comparison of intervals is saved from its own panel, beside what it compares. */}
            {canSave && !intervals ? (
              <Button variant="light" onClick={() => setSaving(true)} disabled={ids.length === 0}>
                Save as report
              </Button>
            ) : null}
          </Group>
        }
      />
      <Stack gap="md">
        {intervals && ids[0] !== undefined ? (
          <>
            <IntervalsSummary
              runId={ids[0]}
              result={comparison.data}
              save={
                canSave
                  ? { project: projectId, request, charts: shownCharts, metric, onSaved: (report) => void navigate(`/reports/${report.uuid}`) }
                  : undefined
              }
            />
            {comparison.data && !comparison.data.empty ? (
              <ChartPicker result={comparison.data} value={shownCharts} onChange={(next) => update({ charts: next })} />
            ) : null}
          </>
        ) : (
          <Paper withBorder p="md" radius="md" component="section" aria-label="Runs">
            <Stack gap="sm">
              <Title order={2} size="h4">
                Runs
              </Title>
              <RunPicker
                filter={filter}
                onFilterChange={setFilter}
                selected={new Set(ids)}
                pickedCount={ids.length}
                plansOfPicked={runs}
                onToggle={(run, checked) => {
                  setListed((current) => new Map(current).set(run.id, run));
                  update({ runs: checked ? [...ids.filter((i) => i !== run.id), run.id] : ids.filter((i) => i !== run.id) });
                }}
              />
              <GroupingControls runs={runs} state={state} onChange={(builder) => update({ builder })} />
              {comparison.data && !comparison.data.empty ? (
                <ChartPicker result={comparison.data} value={shownCharts} onChange={(next) => update({ charts: next })} />
              ) : null}
            </Stack>
          </Paper>
        )}
        {canSave && !intervals ? (
          <SaveReportDialog
            opened={saving}
            onClose={() => setSaving(false)}
            onSaved={(report) => {
              setSaving(false);
              void navigate(`/reports/${report.uuid}`);
            }}
            project={projectId}
            request={request}
            result={comparison.data}
            charts={shownCharts}
            metric={metric}
          />
        ) : null}
        {comparison.error ? <ErrorAlert error={comparison.error} title="The comparison could not be made" /> : null}
        {ids.length === 0 ? (
          <EmptyState title="Pick runs to compare">Tick two or more runs above. Group them by a tag, a plan version or by hand, then choose the baseline.</EmptyState>
        ) : comparison.data ? (
          // Without a choice in the address every chart is offered: those with data are drawn, the others are
          // named once with the reason.
          <>
            <ComparisonCharts result={comparison.data} charts={charts ?? undefined} csvRequest={request} metric={metric} onMetricChange={(next) => update({ metric: next })} />
            <WhatChanged changes={comparison.data.change} />
            <PlanChecks checks={comparison.data.predicted} />
          </>
        ) : comparison.error ? null : (
          <Text role="status" c="dimmed">
            Comparing…
          </Text>
        )}
      </Stack>
    </>
  );
}
