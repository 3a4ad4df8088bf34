import { Button, Checkbox, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';

import { ErrorAlert } from '@/components/ui/error-alert';
import { ApiError } from '@/lib/api/errors';

import { type SavedReport, useSaveReport } from '../api/save-report';
import { CHART_IDS, chartName, type ChartId, type ComparisonRequest, type ComparisonResult } from '../types';
import { chartStatus } from '../utils/availability';
import { newClientKey, reportCharts } from '../utils/report-charts';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** Called once with the saved report (the page opens it). */
  onSaved: (report: SavedReport) => void;
  project: number;
  request: ComparisonRequest;
  /** The comparison on screen: charts with nothing to draw are never offered ticked. */
  result?: ComparisonResult;
  /** The charts shown on the page, the starting choice. */
  charts: readonly ChartId[];
  /** The quantity the absolute-values and scaling charts show on the page. */
  metric?: string | null;
};

/**
 * "Save as report" as a dialog over the comparison: title, narrative (plain text or Markdown) and the charts. The
 * dialog's fields start empty each time it opens; one opening carries one idempotency key, so a second click (or a
 * retried request) returns the report the first one saved instead of saving it twice.
 */
export function SaveReportDialog({ opened, onClose, ...form }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Save as report" size="lg">
      {/* Mounted only while open: every opening starts empty, with a fresh key. */}
      {opened ? <SaveReportForm {...form} /> : null}
    </Modal>
  );
}

function SaveReportForm({ project, request, result, charts: shownCharts, metric, onSaved }: Omit<Props, 'opened' | 'onClose'>) {
  const save = useSaveReport();
  const [clientKey] = useState(newClientKey);
  const [title, setTitle] = useState('');
  const [narrative, setNarrative] = useState('');
  const status = result ? chartStatus(result) : {};
  // The charts on the page that have something to draw; when none has (a report's chart this page cannot draw,
  // opened from the report), every chart that has.
  const [picked, setCharts] = useState<ChartId[]>(() => {
    const drawable = (charts: readonly ChartId[]) => charts.filter((c) => status[c]?.available !== false);
    const shown = drawable(shownCharts);
    return shown.length ? shown : drawable(CHART_IDS);
  });
  const charts = picked.filter((c) => status[c]?.available !== false);
  const fieldError = (field: string) => (save.error instanceof ApiError ? save.error.forField(field).join(' ') || undefined : undefined);

  return (
    <form
      aria-label="Save as report"
      onSubmit={(event) => {
        event.preventDefault();
        if (save.isPending) return;
        save.mutate(
          { project, title, narrative, request, charts: reportCharts(charts, metric), client_key: clientKey },
          { onSuccess: (report) => onSaved(report) },
        );
      }}
    >
      <Stack gap="sm">
        <TextInput label="Report title" required data-autofocus value={title} onChange={(event) => setTitle(event.currentTarget.value)} error={fieldError('title')} />
        <Textarea
          label="Narrative"
          description="Plain text or Markdown (headings, lists, bold, links). HTML is shown as text."
          autosize
          minRows={3}
          value={narrative}
          onChange={(event) => setNarrative(event.currentTarget.value)}
          error={fieldError('narrative')}
        />
        <Checkbox.Group label="Charts in the report" value={charts} onChange={(value) => setCharts(value as ChartId[])} error={fieldError('charts')}>
          <Group gap="sm" mt={4}>
            {CHART_IDS.map((chart) => (
              <Checkbox key={chart} value={chart} label={chartName(chart)} disabled={status[chart]?.available === false} title={status[chart]?.reason ?? undefined} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group>
          <Button type="submit" loading={save.isPending} disabled={request.runs.length === 0 || save.isSuccess}>
            Save report
          </Button>
        </Group>
        {save.error && !(save.error instanceof ApiError && Object.keys(save.error.fieldErrors).some((f) => f === 'title' || f === 'narrative' || f === 'charts')) ? (
          <ErrorAlert error={save.error} title="The report was not saved" />
        ) : null}
      </Stack>
    </form>
  );
}
