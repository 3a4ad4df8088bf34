import { Anchor, Button, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';

import { JobProgress } from '@/components/jobs';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageLoader } from '@/components/ui/page-loader';
import { reportKeys } from '@/lib/api/resources/reports';
import { useCurrentProject } from '@/lib/current-project';
import { canWrite } from '@/lib/roles';

import {
  type ComparisonHref,
  ExportRetry,
  preloadPlotly,
  ReportBody,
  type ReportChartComponent,
  ReportEditForm,
  reportPdfUrl,
  reportPrintPath,
  revisionParam,
  useReport,
  useStartPdfExport,
} from '@/features/reports';

type Props = { Chart: ReportChartComponent; comparisonHref: ComparisonHref };

/**
 * A saved report at its permalink: headline, narrative, charts, its runs, CSV per chart, print view and the
 * server-rendered PDF. ?revision=N reads an earlier revision; contributors edit, which saves a new one.
 */
export function ReportPage({ Chart, comparisonHref }: Props) {
  const { uuid = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const revision = revisionParam(params.get('revision'));
  const { data: report, error, isPending } = useReport(uuid, revision);
  const { project } = useCurrentProject();
  const [editing, setEditing] = useState(false);
  const exportPdf = useStartPdfExport(uuid);
  const queryClient = useQueryClient();
  // The revision whose PDF was rendered on this visit: the report stores one PDF, of the revision last printed.
  const [rendered, setRendered] = useState<number | null>(null);
  useEffect(preloadPlotly, []);
  const { reset: resetExport } = exportPdf;
  useEffect(() => resetExport(), [revision, resetExport]);

  if (isPending) return <PageLoader />;
  if (!report) return <ErrorAlert error={error} title="This report could not be opened" />;
  const jobId = exportPdf.data?.id;
  const ready = rendered === report.revision || (report.pdf_ready && !jobId);
  const shown = report.revision < report.latest_revision ? report.revision : undefined;
  const which = shown ? ` of revision ${shown}` : '';

  return (
    <Stack gap="md">
      <Paper withBorder p="sm" radius="md" className="no-print" component="section" aria-label="Report exports">
        <Group justify="space-between" wrap="wrap">
          <Group gap="sm">
            <Button variant="light" onClick={() => exportPdf.mutate(report.revision)} loading={exportPdf.isPending}>
              Export PDF{which}
            </Button>
            {ready ? (
              <Button component="a" href={reportPdfUrl(uuid, shown)} variant="filled" download>
                Download PDF{which}
              </Button>
            ) : null}
            <Anchor component={Link} to={reportPrintPath(uuid, shown)} target="_blank" size="sm">
              Print view
            </Anchor>
            {project && project.id === report.project && canWrite(project.role, 'reports') ? (
              <Button variant="default" onClick={() => setEditing(true)} disabled={editing}>
                Edit
              </Button>
            ) : null}
            {report.revision_history.length > 1 ? (
              <NativeSelect
                aria-label="Revision"
                size="xs"
                value={String(report.revision)}
                onChange={(event) => {
                  const next = Number(event.currentTarget.value);
                  setParams(next === report.latest_revision ? {} : { revision: String(next) });
                }}
                data={report.revision_history.map((r) => ({
                  value: String(r.number),
                  label: `Revision ${r.number}${r.number === report.latest_revision ? ' (latest)' : ''}`,
                }))}
              />
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            Permalink: {window.location.origin}/reports/{uuid}
          </Text>
        </Group>
        {exportPdf.error ? <ErrorAlert error={exportPdf.error} title="The PDF export could not start" /> : null}
        {jobId ? (
          <Stack mt="sm">
            <JobProgress
              jobId={jobId}
              label={`PDF export${which}`}
              onFinished={(job) => {
                if (job.state === 'succeeded') {
                  setRendered(report.revision);
                  void queryClient.invalidateQueries({ queryKey: reportKeys.report(uuid) });
                }
              }}
            />
            <ExportRetry jobId={jobId} pending={exportPdf.isPending} onRetry={() => exportPdf.mutate(report.revision)} />
          </Stack>
        ) : null}
      </Paper>
      {editing ? (
        <ReportEditForm
          report={report}
          onCancel={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            setParams({});
          }}
        />
      ) : null}
      <ReportBody report={report} Chart={Chart} comparisonHref={comparisonHref} />
    </Stack>
  );
}

