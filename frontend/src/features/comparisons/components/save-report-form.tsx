import { Alert, Anchor, Button, Checkbox, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';

import { ErrorAlert } from '@/components/ui/error-alert';
import { ApiError } from '@/lib/api/errors';

import { useSaveReport } from '../api/save-report';
import { CHART_IDS, CHART_TITLES, type ChartId, type ComparisonRequest, type ComparisonResult } from '../types';
import { chartStatus } from '../utils/availability';

type Props = {
  project: number;
  request: ComparisonRequest;
  /** The comparison on screen: charts with nothing to draw are never offered ticked. */
  result?: ComparisonResult;
  /** The charts shown on the page, the starting choice. */
  charts: readonly ChartId[];
};

/** Title, narrative (plain text or Markdown) and chart choice; saves the comparison as a report with a permalink. */
export function SaveReportForm({ project, request, result, charts: shownCharts }: Props) {
  const save = useSaveReport();
  const [title, setTitle] = useState('');
  const [narrative, setNarrative] = useState('');
  const status = result ? chartStatus(result) : {};
  const [picked, setCharts] = useState<ChartId[]>(() => shownCharts.filter((c) => status[c]?.available !== false));
  const charts = picked.filter((c) => status[c]?.available !== false);
  const fieldError = (field: string) => (save.error instanceof ApiError ? save.error.forField(field).join(' ') || undefined : undefined);

  return (
    <form
      aria-label="Save as report"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ project, title, narrative, request, charts });
      }}
    >
      <Stack gap="sm">
        <TextInput label="Report title" required value={title} onChange={(event) => setTitle(event.currentTarget.value)} error={fieldError('title')} />
        <Textarea
          label="Narrative"
          description="Plain text or Markdown (headings, lists, bold, links). HTML is shown as text."
          autosize
          minRows={3}
          value={narrative}
          onChange={(event) => setNarrative(event.currentTarget.value)}
          error={fieldError('narrative')}
        />
        <Checkbox.Group label="Charts in the report" value={charts} onChange={(value) => setCharts(value as ChartId[])}>
          <Group gap="sm" mt={4}>
            {CHART_IDS.map((chart) => (
              <Checkbox key={chart} value={chart} label={CHART_TITLES[chart]} disabled={status[chart]?.available === false} title={status[chart]?.reason ?? undefined} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group>
          <Button type="submit" loading={save.isPending} disabled={request.runs.length === 0}>
            Save report
          </Button>
        </Group>
        {save.error && !(save.error instanceof ApiError && Object.keys(save.error.fieldErrors).some((f) => f === 'title' || f === 'narrative')) ? (
          <ErrorAlert error={save.error} title="The report was not saved" />
        ) : null}
        {save.data ? (
          <Alert color="green" variant="light" title="Report saved" role="status">
            Permalink:{' '}
            <Anchor component={Link} to={`/reports/${save.data.uuid}`}>
              {save.data.title}
            </Anchor>
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}
