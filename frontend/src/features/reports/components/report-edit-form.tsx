import { ActionIcon, Button, Group, NumberInput, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';

import { ErrorAlert } from '@/components/ui/error-alert';
import { ApiError } from '@/lib/api/errors';

import { useUpdateReport } from '../api/update-report';
import type { Report, ReportChartSpec } from '../types';

type Props = {
  report: Report;
  onSaved: () => void;
  onCancel: () => void;
};

const toNumber = (value: string | number): number | null => (value === '' || value === null ? null : Number(value));

/** A contributor's edit of a report: title, headline, narrative and each chart's caption and axis range. Saving
 * makes a new revision; the permalink stays. */
export function ReportEditForm({ report, onSaved, onCancel }: Props) {
  const update = useUpdateReport();
  const [title, setTitle] = useState(report.title);
  const [headline, setHeadline] = useState(report.headline);
  const [narrative, setNarrative] = useState(report.narrative);
  const [charts, setCharts] = useState<ReportChartSpec[]>(report.charts ?? []);
  const fieldError = (field: string) => (update.error instanceof ApiError ? update.error.forField(field).join(' ') || undefined : undefined);
  const change = (index: number, patch: Partial<ReportChartSpec>) => setCharts((all) => all.map((c, i) => (i === index ? { ...c, ...patch } : c)));

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
        {charts.map((chart, index) => (
          <Paper key={index} withBorder p="sm" radius="sm" component="fieldset" aria-label={`Chart ${index + 1}`}>
            <Stack gap="xs">
              <Group justify="space-between">
                <Text fw={600} size="sm">
                  Chart {index + 1}: {chart.chart}
                  {chart.metric ? ` (${chart.metric})` : ''}
                </Text>
                <ActionIcon variant="default" aria-label={`Remove chart ${index + 1}`} onClick={() => setCharts((all) => all.filter((_, i) => i !== index))} disabled={charts.length === 1}>
                  ×
                </ActionIcon>
              </Group>
              <Textarea label="Caption" autosize value={chart.caption ?? ''} onChange={(e) => change(index, { caption: e.currentTarget.value })} error={fieldError(`charts/${index}/caption`)} />
              <Group grow>
                <NumberInput label="Axis minimum" value={chart.y_min ?? ''} onChange={(v) => change(index, { y_min: toNumber(v) })} error={fieldError(`charts/${index}/y_min`)} />
                <NumberInput label="Axis maximum" value={chart.y_max ?? ''} onChange={(v) => change(index, { y_max: toNumber(v) })} error={fieldError(`charts/${index}/y_max`)} />
              </Group>
            </Stack>
          </Paper>
        ))}
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
