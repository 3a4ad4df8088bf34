import { Anchor, Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { LabelledPagination } from '@/components/ui/labelled-pagination';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';

import { EmptyState } from '@/components/ui/empty-state';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { ProjectGate } from '@/components/ui/project-gate';
import { canWrite } from '@/lib/roles';
import { RUN_ORDERINGS, type RunOrdering } from '@/lib/api/runs-filter';
import { PAGE_SIZE } from '@/lib/api/vocabulary';

import {
  BENCHMARK_TEMPLATE_URL,
  EMPTY_RUNS_FILTER,
  hasActiveFilter,
  NewRunForm,
  READABLE_COLOURS,
  ReadableColours,
  type RunsFilter,
  RunsFilters,
  type RunsFilterValues,
  RunsTable,
  useRuns,
} from '@/features/runs';

export function RunsPage() {
  return (
    <ReadableColours>
      <ProjectGate title="Runs" things="Runs">
        {(project) => (
          <RunsOfProject key={project.id} projectId={project.id} projectName={project.name} canWrite={canWrite(project.role, 'runs')} />
        )}
      </ProjectGate>
    </ReadableColours>
  );
}

function RunsOfProject({ projectId, projectName, canWrite }: { projectId: number; projectName: string; canWrite: boolean }) {
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [filters, setFilters] = useState<RunsFilterValues>(EMPTY_RUNS_FILTER);
  const [page, setPage] = useState(1);
  const [ordering, setOrdering] = useState<RunOrdering>('-date');
  // Typing in the search box should not send a request per keystroke.
  const [q] = useDebouncedValue(filters.q, 300);
  const narrow = useMediaQuery('(max-width: 48em)');

  const query = useMemo<RunsFilter>(
    () => ({ project: projectId, q, plan: filters.plan, tags: filters.tags, dateFrom: filters.dateFrom, dateTo: filters.dateTo, ordering, page }),
    [projectId, q, filters.plan, filters.tags, filters.dateFrom, filters.dateTo, ordering, page],
  );
  const runs = useRuns(query);

  return (
    <>
      <PageHeader
        title="Runs"
        description={`Benchmark runs in ${projectName}, with the reports uploaded for them and the metrics read from those reports.`}
        actions={
          <>
            <Anchor href={BENCHMARK_TEMPLATE_URL} download size="sm">
              Benchmark CSV template
            </Anchor>
            {canWrite ? <Button onClick={() => setCreating(true)}>New run</Button> : null}
          </>
        }
      />
      <Stack gap="md">
        <RunsFilters
          projectId={projectId}
          value={filters}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
        {runs.isPending ? (
          <PageLoader label="Loading runs" />
        ) : runs.error ? (
          <ErrorAlert error={runs.error} title="Runs could not be loaded" />
        ) : runs.data.count === 0 ? (
          <EmptyState title={hasActiveFilter(filters) ? 'No run matches these filters' : 'No runs yet'}>
            {canWrite
              ? 'Create a run with “New run”, then drop its AWR reports, benchmark tables or sar output on the run page.'
              : 'Contributors create runs and upload their reports; they will be listed here.'}
          </EmptyState>
        ) : (
          <Stack gap="xs" component="section" aria-label="Run list">
            <Group justify="space-between" wrap="wrap">
              <Text size="sm" c="dimmed" aria-live="polite">
                {runs.data.count === 1 ? '1 run' : `${runs.data.count} runs`}
              </Text>
              <NativeSelect
                size="xs"
                label="Sort runs"
                value={ordering}
                onChange={(event) => {
                  setOrdering(event.currentTarget.value as RunOrdering);
                  setPage(1);
                }}
                data={RUN_ORDERINGS}
              />
            </Group>
            <RunsTable runs={runs.data.results} />
            {runs.data.count > PAGE_SIZE ? (
              <Group justify="flex-end">
                <LabelledPagination total={Math.ceil(runs.data.count / PAGE_SIZE)} value={page} onChange={setPage} aria-label="Run list pages" />
              </Group>
            ) : null}
          </Stack>
        )}
      </Stack>
      <Modal opened={creating} onClose={() => setCreating(false)} title="New run" size="lg" fullScreen={narrow} style={READABLE_COLOURS}>
        <NewRunForm projectId={projectId} onCancel={() => setCreating(false)} onCreated={(run) => navigate(`/runs/${run.id}`)} />
      </Modal>
    </>
  );
}
