import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';

import { JobProgress } from '@/components/jobs';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageLoader } from '@/components/ui/page-loader';

import {
  preloadPlotly,
  ReportBody,
  type ReportChartsComponent,
  reportPdfUrl,
  useReport,
  useStartPdfExport,
} from '@/features/reports';

/** A saved report at its permalink: narrative, charts, CSV per chart, print view and the server-rendered PDF. */
export function ReportPage({ Charts }: { Charts: ReportChartsComponent }) {
  const { uuid = '' } = useParams();
  const { data: report, error, isPending } = useReport(uuid);
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
                  void queryClient.invalidateQueries({ queryKey: ['reports', 'detail', uuid] });
                }
              }}
            />
          </Stack>
        ) : null}
      </Paper>
      <ReportBody report={report} Charts={Charts} />
    </Stack>
  );
}
