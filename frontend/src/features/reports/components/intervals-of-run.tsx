import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

import type { Schemas } from '@/lib/api/types';

type Range = Schemas['IntervalRange'];

/** A range as the run page numbers intervals: from 1, both ends included. */
function rangeWords(range: Range): string {
  const [a, b] = [range.first + 1, range.last + 1];
  return a === b ? `Interval ${a}` : `Intervals ${a} to ${b}`;
}

/**
 * What a report of one run's intervals compares: the run, its timeline line, the window and what it is compared
 * against. The figures are read from the run's timeline each time the report is opened, so a run whose files have
 * changed since says so in the notes rather than showing figures it no longer holds.
 */
export function IntervalsOfRun({ intervals, withLinks }: { intervals: Schemas['ReportIntervals']; withLinks: boolean }) {
  const run = intervals.run_label ?? `Run ${intervals.run} (no longer exists)`;
  return (
    <Stack gap={4} component="section" aria-label="Intervals of one run" data-testid="report-intervals">
      <Title order={2} size="h4">
        Intervals of one run
      </Title>
      <Text size="sm">One configuration: the difference is interval to interval, not run to run.</Text>
      <List size="sm">
        <List.Item>
          Run:{' '}
          {withLinks && intervals.run_label ? (
            <Anchor component={Link} to={`/runs/${intervals.run}`}>
              {run}
            </Anchor>
          ) : (
            run
          )}
        </List.Item>
        <List.Item>Line: {intervals.line ?? `instance ${intervals.instance}`}</List.Item>
        <List.Item>Window: {rangeWords(intervals.window)}</List.Item>
        <List.Item>Against: {intervals.against ? rangeWords(intervals.against) : 'the rest of the run'}</List.Item>
      </List>
    </Stack>
  );
}
