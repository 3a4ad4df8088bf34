import { Alert, Anchor, Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link } from 'react-router';

import { ByRouteId } from '@/components/ui/by-route-id';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorAlert } from '@/components/ui/error-alert';
import { MissingObject } from '@/components/ui/missing-object';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { Section } from '@/components/ui/section';
import { ApiError } from '@/lib/api/errors';
import { useCurrentProject } from '@/lib/current-project';
import { canWrite } from '@/lib/roles';
import { notifyFailure } from '@/lib/notify';

import {
  BASIS_LABELS,
  BENCHMARK_TEMPLATE_URL,
  ComparePeriods,
  DiagnosisPanel,
  DriverStepsBody,
  FilesTable,
  FileSamplesModal,
  FileTextModal,
  FileUpload,
  formatDate,
  MetricCards,
  OsStatisticsBody,
  HeadlineScope,
  ThroughputWarnings,
  TimelinePanel,
  READABLE_COLOURS,
  ReadableColours,
  ReportSections,
  type RunDetail,
  RunEditForm,
  type RunFile,
  RunPredicted,
  RunSources,
  TagBadges,
  TopEventsTable,
  useReparseRun,
  useRun,
  useRunCharts,
  useRunTimeline,
  WaitClassChart,
} from '@/features/runs';
import { intervalComparisonHref } from '@/features/comparisons';
import { useReports } from '@/features/reports';

export function RunPage() {
  return (
    <ReadableColours>
      <ByRouteId param="runId" missing={<NoSuchRun />}>{(id) => <RunView key={id} runId={id} />}</ByRouteId>
    </ReadableColours>
  );
}

function NoSuchRun() {
  return <MissingObject heading="Run not found" message="There is no such run" backTo="/runs" backLabel="Back to the runs" />;
}

function RunView({ runId }: { runId: number }) {
  const { data: run, error, isPending } = useRun(runId);
  const { project } = useCurrentProject();

  if (isPending) return <PageLoader label="Loading the run" />;
  if (!run) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <>
        <PageHeader title={missing ? 'Run not found' : 'Run'} />
        {missing ? (
          <EmptyState title="There is no such run in your projects">
            <Anchor component={Link} to="/runs">
              Back to the runs
            </Anchor>
          </EmptyState>
        ) : (
          <ErrorAlert error={error} title="The run could not be loaded" />
        )}
      </>
    );
  }
  // The role that counts is the one in the run's project, which is normally the current one.
  const mayWrite = project?.id === run.project && canWrite(project.role, 'runs');
  return <RunContent run={run} canWrite={mayWrite} refreshError={error} />;
}

/** The saved reports that draw this run (its comparison or a chart's own), so a reader can go back to them. */
function RunReports({ runId, project }: { runId: number; project: number }) {
  const { data } = useReports({ project, run: runId });
  const reports = data?.results ?? [];
  if (reports.length === 0) return null;
  return (
    <Stack gap={4} component="section" aria-label="Reports that use this run">
      <Text size="xs" c="dimmed" fw={500}>
        In {reports.length === 1 ? 'a report' : `${reports.length} reports`}
      </Text>
      <Group gap="md" wrap="wrap">
        {reports.map((report) => (
          <Anchor key={report.uuid} component={Link} to={`/reports/${report.uuid}`} size="sm">
            {report.title}
          </Anchor>
        ))}
      </Group>
    </Stack>
  );
}

function RunContent({ run, canWrite, refreshError }: { run: RunDetail; canWrite: boolean; refreshError: unknown }) {
  const [editing, setEditing] = useState(false);
  const [textFile, setTextFile] = useState<RunFile | null>(null);
  const [samplesFile, setSamplesFile] = useState<RunFile | null>(null);
  const narrow = useMediaQuery('(max-width: 48em)');
  const reparse = useReparseRun(run.id);
  const charts = useRunCharts(run.id, run.updated_at);
  const timeline = useRunTimeline(run.id, run.updated_at);
  const metrics = run.metrics;
  const facts = [formatDate(run.date), run.workload, run.users != null ? `${run.users} users` : null].filter(
    (fact) => fact && fact !== '—',
  );

  return (
    <>
      <PageHeader
        title={run.label}
        description={facts.length > 0 ? facts.join(' · ') : undefined}
        actions={
          <>
            <Anchor component={Link} to="/runs" size="sm">
              All runs
            </Anchor>
            {canWrite ? (
              <Button variant="default" onClick={() => setEditing(true)}>
                Edit run
              </Button>
            ) : null}
          </>
        }
      />
      <Stack gap="lg">
        {refreshError ? <ErrorAlert error={refreshError} title="Could not refresh this run" /> : null}
        {metrics?.warnings?.length ? (
          <Alert
            color="yellow"
            variant="light"
            title="These files may not belong to one run"
            role="status"
            // Mantine's yellow title is too light to read on its light background; the body text colour is not.
            styles={{ title: { color: 'var(--mantine-color-text)' } }}
          >
            <Stack gap={4}>
              {metrics.warnings.map((warning) => (
                <Text size="sm" key={warning.code} data-warning={warning.code}>
                  {warning.message}
                </Text>
              ))}
            </Stack>
          </Alert>
        ) : null}
        <Group gap="lg" wrap="wrap" align="flex-start">
          <Stack gap={4}>
            <Text size="xs" c="dimmed" fw={500}>
              Tags
            </Text>
            <TagBadges tags={run.tags} />
          </Stack>
          <Stack gap={4}>
            <Text size="xs" c="dimmed" fw={500}>
              Plan version
            </Text>
            {run.plan ? (
              <Anchor component={Link} to={`/plans/${run.plan.id}/versions/${run.plan.version}`} size="sm">
                {run.plan.name}, version {run.plan.version}
              </Anchor>
            ) : (
              <Text size="sm" c="dimmed">
                Not linked to a plan
              </Text>
            )}
          </Stack>
          {run.notes ? (
            <Stack gap={4} maw={480}>
              <Text size="xs" c="dimmed" fw={500}>
                Notes
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {run.notes}
              </Text>
            </Stack>
          ) : null}
        </Group>

        <ThroughputWarnings timeline={timeline.data} />
        <RunReports runId={run.id} project={run.project} />

        <Section title="Metrics" id="metrics-heading">
          <Stack gap="sm">
            {metrics?.main_report ? (
              <RunSources runId={run.id} metrics={metrics} canWrite={canWrite} />
            ) : metrics?.basis ? (
              <>
                <Text size="sm" c="dimmed">
                  Read from {BASIS_LABELS[metrics.basis] ?? metrics.basis}.
                </Text>
                <RunSources runId={run.id} metrics={metrics} canWrite={canWrite} />
              </>
            ) : null}
            <Text size="xs" c="dimmed">
              Each card names its file; “source” gives the report section and why that file won.
            </Text>
            <HeadlineScope timeline={timeline.data} />
            <MetricCards metrics={metrics} />
          </Stack>
        </Section>

        {(timeline.data?.count ?? 0) > 1 || timeline.error ? (
          <Section title="Timeline" id="timeline-heading">
            <TimelinePanel
              timeline={timeline.data}
              error={timeline.error}
              osGroups={charts.query.data?.groups ?? []}
              runId={run.id}
              comparisonHref={(choice) => intervalComparisonHref(run.id, choice)}
            />
          </Section>
        ) : null}

        {charts.hasOs || charts.query.error ? (
          <Section title="OS statistics" id="os-statistics-heading">
            <OsStatisticsBody charts={charts} metrics={metrics} />
          </Section>
        ) : null}

        {charts.hasSteps ? (
          <Section title="Driver results by step" id="driver-steps-heading">
            <DriverStepsBody charts={charts} />
          </Section>
        ) : null}

        <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="lg">
          <Section title="Wait classes" id="wait-classes-heading">
            {metrics?.wait_class_shares ? (
              <WaitClassChart shares={metrics.wait_class_shares} />
            ) : (
              <Text size="sm" c="dimmed">
                No wait-class breakdown yet: it comes from parsed AWR reports.
              </Text>
            )}
          </Section>
          <Section title="Top wait events" id="top-events-heading">
            {metrics?.top_events?.value.length ? (
              <TopEventsTable events={metrics.top_events} />
            ) : (
              <Text size="sm" c="dimmed">
                No top events yet: they come from parsed AWR reports.
              </Text>
            )}
          </Section>
        </SimpleGrid>

        <Section title="Report details" id="report-details-heading">
          <Stack gap="md">
            <ComparePeriods files={run.files} canWrite={canWrite} />
            <ReportSections files={run.files} />
          </Stack>
        </Section>
        <Section title="Diagnosis" id="diagnosis-heading">
          <Stack gap="md">
            <DiagnosisPanel diagnosis={run.diagnosis} hasPlan={run.plan !== null} hasParsedReports={run.files.some((f) => f.state === 'parsed')} />
            <RunPredicted runId={run.id} updatedAt={run.updated_at} />
          </Stack>
        </Section>

        <Section
          title="Files"
          id="files-heading"
          actions={
            <Group gap="sm">
              <Anchor href={BENCHMARK_TEMPLATE_URL} download size="sm">
                Benchmark CSV template
              </Anchor>
              {canWrite && run.files.length > 0 ? (
                <Button
                  size="xs"
                  variant="default"
                  loading={reparse.isPending}
                  onClick={() =>
                    reparse.mutate(undefined, {
                      onSuccess: (jobs) =>
                        notifications.show({ title: 'Re-parse queued', message: `${jobs.length} file(s) will be parsed again.` }),
                      onError: (problem) => notifyFailure('Could not re-parse the run', problem),
                    })
                  }
                >
                  Re-parse all files
                </Button>
              ) : null}
            </Group>
          }
        >
          <Stack gap="md">
            {canWrite ? (
              <FileUpload runId={run.id} />
            ) : (
              <Alert color="gray" variant="light">
                You can read this run. Only contributors upload files or change it.
              </Alert>
            )}
            {run.files.length > 0 ? (
              <FilesTable runId={run.id} files={run.files} canWrite={canWrite} onViewText={setTextFile} onViewSamples={setSamplesFile} />
            ) : (
              <Text size="sm" c="dimmed">
                No files yet.
              </Text>
            )}
          </Stack>
        </Section>
      </Stack>

      <FileTextModal file={textFile} onClose={() => setTextFile(null)} />
      <FileSamplesModal file={samplesFile} onClose={() => setSamplesFile(null)} />
      <Modal opened={editing} onClose={() => setEditing(false)} title="Edit run" size="lg" fullScreen={narrow} style={READABLE_COLOURS}>
        {editing ? <RunEditForm run={run} onDone={() => setEditing(false)} /> : null}
      </Modal>
    </>
  );
}
