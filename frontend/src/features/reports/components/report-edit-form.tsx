import { Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';

import { ErrorAlert } from '@/components/ui/error-alert';
import { ApiError } from '@/lib/api/errors';

import { useUpdateReport } from '../api/update-report';
import { type Report, type ReportChartSpec, reportGroupRuns } from '../types';
import { metricChoices, newChart, tagKeys } from '../utils/chart-editor';
import { type ChartOptions, ChartFields } from './chart-fields';

type Props = {
  report: Report;
  onSaved: () => void;
  onCancel: () => void;
};


/** A contributor's edit of a report: title, headline, narrative and every choice of each chart (type, metric, x axis,
 * grouping, baseline, axis range, caption); charts can be added and removed. Saving makes a new revision; the
 * permalink stays. What was typed stays in the form when the server refuses it, with its reasons by each field. */
export function ReportEditForm({ report, onSaved, onCancel }: Props) {
  const update = useUpdateReport();
  const [title, setTitle] = useState(report.title);
  const [headline, setHeadline] = useState(report.headline);
  const [narrative, setNarrative] = useState(report.narrative);
  const [charts, setCharts] = useState<ReportChartSpec[]>(report.charts ?? []);
  // Stable keys, so removing a chart does not hand its neighbour's fields to React's reused inputs.
  const nextKey = useRef(charts.length);
  const [keys, setKeys] = useState<number[]>(() => charts.map((_, i) => i));
  const fieldErrors = update.error instanceof ApiError ? update.error.fieldErrors : undefined;
  const fieldError = (field: string) => fieldErrors?.[field]?.join(' ') || undefined;
  const options = useMemo<ChartOptions>(() => {
    const runs = reportGroupRuns(report);
    return { runs, tags: tagKeys(runs), numericTags: tagKeys(runs, true), metrics: metricChoices(report), reportRequest: report.request };
  }, [report]);

  return (
    <Paper withBorder p="md" radius="md" component="form" aria-label="Edit report" className="no-print"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate({ uuid: report.uuid, body: { title, headline, narrative, charts } }, { onSuccess: onSaved });
      }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          Edit report (saves revision {report.latest_revision + 1})
        </Title>
        <TextInput label="Title" required value={title} onChange={(e) => setTitle(e.currentTarget.value)} error={fieldError('title')} />
        <TextInput
          label="Headline"
          description="The finding in one sentence, shown above the charts. Changing it drops the old sentence's sources."
          value={headline}
          onChange={(e) => setHeadline(e.currentTarget.value)}
          error={fieldError('headline')}
        />
        <Textarea label="Narrative" autosize minRows={3} value={narrative} onChange={(e) => setNarrative(e.currentTarget.value)} error={fieldError('narrative')} />
        <Title order={3} size="h5">
          Charts
        </Title>
        {charts.map((chart, index) => (
          <ChartFields
            key={keys[index]}
            index={index}
            spec={chart}
            options={options}
            fieldErrors={fieldErrors}
            onChange={(next) => setCharts((all) => all.map((c, i) => (i === index ? next : c)))}
            onRemove={
              charts.length > 1
                ? () => {
                    setCharts((all) => all.filter((_, i) => i !== index));
                    setKeys((all) => all.filter((_, i) => i !== index));
                  }
                : undefined
            }
          />
        ))}
        <Group>
          <Button
            variant="default"
            onClick={() => {
              setCharts((all) => [...all, newChart()]);
              setKeys((all) => [...all, nextKey.current++]);
            }}
          >
            Add chart
          </Button>
          {fieldError('charts') ? (
            <Text size="sm" c="red" role="alert">
              {fieldError('charts')}
            </Text>
          ) : null}
        </Group>
        {update.error ? <ErrorAlert error={update.error} title="The report was not saved" /> : null}
        <Group>
          <Button type="submit" loading={update.isPending}>
            Save revision
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
