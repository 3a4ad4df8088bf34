import { Alert, Anchor, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

import { PlanChecks, WhatChanged } from '@/components/estimates';
import { formatDateTime } from '@/lib/format';

import { citation, type ComparisonHref, fileStem, type Report, type ReportChartComponent, reportCsvUrl, reportRuns } from '../types';
import { IntervalsOfRun } from './intervals-of-run';
import { MarkdownText } from './markdown-text';

type Props = {
  report: Report;
  Chart: ReportChartComponent;
  comparisonHref?: ComparisonHref;
  /** Links (CSV, runs, Comparisons): not in the PDF, where nobody can click. */
  withLinks?: boolean;
};

/** Title, revision, headline, narrative, charts with captions and the runs: the same on the page and in its PDF. */
export function ReportBody({ report, Chart, comparisonHref, withLinks = true }: Props) {
  const runs = reportRuns(report);
  const charts = report.charts ?? [];
  const stem = fileStem(report.title);
  const old = report.revision < report.latest_revision;
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} size="h2">
          {report.title}
        </Title>
        <Text size="sm" c="dimmed" data-testid="report-byline">
          By {report.created_by || 'unknown'} · {formatDateTime(report.created_at)} · revision {report.revision} of {report.latest_revision} · {runs.length} runs
        </Text>
      </Stack>
      {old ? (
        <Alert color="yellow" variant="light" title={`You are reading revision ${report.revision}`}>
          This is an earlier revision of the report.{' '}
          {withLinks ? (
            <Anchor component={Link} to={`/reports/${report.uuid}`}>
              Read the latest (revision {report.latest_revision})
            </Anchor>
          ) : null}
        </Alert>
      ) : null}
      {report.headline ? (
        <Stack gap={2} component="section" aria-label="Headline">
          <Text size="lg" fw={700} data-testid="report-headline">
            {report.headline}
          </Text>
          {report.headline_sources.length ? (
            <Text size="xs" c="dimmed" data-testid="report-headline-source">
              Source: {citation(report.headline_sources)}
            </Text>
          ) : null}
        </Stack>
      ) : null}
      {report.narrative ? <MarkdownText source={report.narrative} /> : null}
      {report.intervals ? <IntervalsOfRun intervals={report.intervals} withLinks={withLinks} /> : null}
      {report.comparison.notes.length > 0 ? (
        // what the comparison itself says about its runs (drivers that differ, indexed values beside measured ones)
        <Alert variant="light" color="gray" title="Read with care">
          <List size="sm">
            {report.comparison.notes.map((note) => (
              <List.Item key={note}>{note}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {charts.map((spec, index) => {
        const data = report.chart_data[index];
        return data ? (
        <Stack key={`${index}-${spec.chart}`} gap={4}>
          <Chart
            spec={spec}
            data={data}
            result={report.comparison}
            csvHref={withLinks && !spec.request ? (chart) => reportCsvUrl(report.uuid, chart) : undefined}
            csvRequest={withLinks && spec.request ? spec.request : undefined}
            fileStem={stem}
          />
          {withLinks && comparisonHref ? (
            <Anchor component={Link} to={comparisonHref(spec.request ?? report.request, [spec.chart], spec.metric)} size="xs" className="no-print">
              Open this chart in Comparisons
            </Anchor>
          ) : null}
        </Stack>
        ) : null;
      })}
      <WhatChanged changes={report.change} saved={report.change_saved} />
      <PlanChecks checks={report.comparison.predicted} />
      <Stack gap={4} component="section" aria-label="Runs in this report">
        <Title order={2} size="h4">
          Runs
        </Title>
        <List size="sm">
          {runs.map((run) => (
            <List.Item key={run.id}>
              {withLinks ? (
                <Anchor component={Link} to={`/runs/${run.id}`}>
                  {run.label}
                </Anchor>
              ) : (
                run.label
              )}
            </List.Item>
          ))}
        </List>
        {withLinks && comparisonHref ? (
          <Group>
            <Anchor component={Link} to={comparisonHref(report.request, charts.map((c) => c.chart), charts.find((c) => c.metric)?.metric)} size="sm">
              Open in Comparisons
            </Anchor>
          </Group>
        ) : null}
      </Stack>
    </Stack>
  );
}
