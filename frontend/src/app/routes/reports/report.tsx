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
  preloadPlotly,
  ReportBody,
  type ReportChartComponent,
  ReportEditForm,
  reportPdfUrl,
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
  const asked = Number(params.get('revision'));
  const revision = Number.isInteger(asked) && asked > 0 ? asked : undefined;
  const { data: report, error, isPending } = useReport(uuid, revision);
  const { project } = useCurrentProject();
  const [editing, setEditing] = useState(false);
  const exportPdf = useStartPdfExport(uuid);
  const queryClient = useQueryClient();
  const [pdfReady, setPdfReady] = useState(false);
  useEffect(preloadPlotly, []);

  if (isPending) return <PageLoader />;
  if (!report) return <ErrorAlert error={error} title="This report could not be opened" />;
  const jobId = exportPdf.data?.id;
  const ready = pdfReady || (report.pdf_ready && !jobId);

  return (
    <Stack gap="md">
      <Paper withBorder p="sm" radius="md" className="no-print" component="section" aria-label="Report exports">
        <Group justify="space-between" wrap="wrap">
          <Group gap="sm">
            <Button variant="light" onClick={() => exportPdf.mutate()} loading={exportPdf.isPending}>
              Export PDF
            </Button>
            {ready ? (
              <Button component="a" href={reportPdfUrl(uuid)} variant="filled" download>
                Download PDF
              </Button>
            ) : null}
            <Anchor component={Link} to={`/reports/${uuid}/print`} target="_blank" size="sm">
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
              label="PDF export"
              onFinished={(job) => {
                if (job.state === 'succeeded') {
                  setPdfReady(true);
                  void queryClient.invalidateQueries({ queryKey: reportKeys.report(uuid) });
                }
              }}
            />
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
