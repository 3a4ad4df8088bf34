import { Anchor, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';

import type { SavedReport } from '../api/save-report';
import type { ChartId, ComparisonRequest, ComparisonResult } from '../types';
import { SaveReportDialog } from './save-report-form';

/** How many intervals of a group are named before "and N more". */
const NAMED = 3;

/** What saving the comparison needs (contributors only): the project, the request with its intervals, the charts. */
export type IntervalsSave = {
  project: number;
  request: ComparisonRequest;
  charts: readonly ChartId[];
  metric?: string | null;
  onSaved: (report: SavedReport) => void;
};

/**
 * What a comparison of one run's intervals compares: each group's intervals (the window first, the baseline after
 * it), as the server named them from the run's timeline, and the way back to that run. With ``save``, a "Save as
 * report" that opens the comparisons' save-report form: the report keeps the run, the line and the two ranges, and
 * reads the run's timeline again each time it is opened.
 */
export function IntervalsSummary({ runId, result, save }: { runId: number; result: ComparisonResult | undefined; save?: IntervalsSave }) {
  const [saving, setSaving] = useState(false);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Intervals compared" data-testid="intervals-compared">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Intervals of one run
        </Title>
        {result && !result.empty ? (
          <List size="sm" spacing={2}>
            {result.groups.map((g) => (
              <List.Item key={g.name} data-group={g.name}>
                <b>{g.name}</b>
                {g.is_baseline ? ' (baseline)' : ''}, {g.n} interval{g.n === 1 ? '' : 's'}: {g.runs.slice(0, NAMED).map((r) => r.label).join('; ')}
                {g.runs.length > NAMED ? `; and ${g.runs.length - NAMED} more` : ''}
              </List.Item>
            ))}
          </List>
        ) : null}
        <Group gap="sm" justify="space-between">
          <Text size="sm">
            <Anchor component={Link} to={`/runs/${runId}`}>
              Back to the run and its timeline
            </Anchor>
          </Text>
          {save ? (
            <Button variant="light" size="sm" onClick={() => setSaving(true)} disabled={!result || result.empty}>
              Save as report
            </Button>
          ) : null}
        </Group>
      </Stack>
      {save ? (
        <SaveReportDialog
          opened={saving}
          onClose={() => setSaving(false)}
          onSaved={(report) => {
            setSaving(false);
            save.onSaved(report);
          }}
          project={save.project}
          request={save.request}
          result={result}
          charts={save.charts}
          metric={save.metric}
        />
      ) : null}
    </Paper>
  );
}
