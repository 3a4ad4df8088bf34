import { Stack, Text, Title } from '@mantine/core';

import { PlanChecks } from '@/components/estimates';
import { formatDateTime } from '@/lib/format';

import { fileStem, type Report, type ReportChartsComponent, reportCsvUrl } from '../types';
import { MarkdownText } from './markdown-text';

type Props = {
  report: Report;
  Charts: ReportChartsComponent;
  /** Links to the server's CSV per chart (not in the PDF, where nobody can click). */
  withCsvLinks?: boolean;
};

/** Title, author, narrative and charts: the same on the report page and in its print view. */
export function ReportBody({ report, Charts, withCsvLinks = true }: Props) {
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} size="h2">
          {report.title}
        </Title>
        <Text size="sm" c="dimmed">
          By {report.created_by || 'unknown'} · {formatDateTime(report.created_at)} · {report.request.runs.length} runs
        </Text>
      </Stack>
      {report.narrative ? <MarkdownText source={report.narrative} /> : null}
      <Charts
        result={report.comparison}
        charts={report.charts ?? undefined}
        csvHref={withCsvLinks ? (chart) => reportCsvUrl(report.uuid, chart) : undefined}
        fileStem={fileStem(report.title)}
      />
      <PlanChecks checks={report.comparison.predicted} />
    </Stack>
  );
}
