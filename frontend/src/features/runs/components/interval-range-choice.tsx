import { Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { type ChangeEvent, useState } from 'react';
import { Link } from 'react-router';

import type { IntervalChoice, RunTimeline } from '../api/get-run-timeline';
import { choiceProblem, lineIntervals, lineName } from '../utils/timeline';

const REST = 'rest';
const RANGE = 'range';

/**
 * Any range of a line's intervals opened as a comparison: against the rest of the line, or against a range chosen
 * as the normal one. Starts on the most unusual window, when there is one.
 */
export function IntervalRangeChoice({ timeline, comparisonHref }: { timeline: RunTimeline; comparisonHref: (choice: IntervalChoice) => string }) {
  const top = timeline.windows[0];
  const [instance, setInstance] = useState(top?.instance ?? timeline.instances[0]?.instance ?? '');
  const options = lineIntervals(timeline, instance);
  const firstOf = options[0]?.value ?? 0;
  const [from, setFrom] = useState(top?.intervals[0] ?? firstOf);
  const [to, setTo] = useState(top?.intervals[top.intervals.length - 1] ?? firstOf);
  const [mode, setMode] = useState(REST);
  const [againstFrom, setAgainstFrom] = useState(firstOf);
  const [againstTo, setAgainstTo] = useState(firstOf);
  if (!timeline.instances.length) return null;

  const choice: IntervalChoice = {
    instance,
    window: { first: from, last: to },
    against: mode === RANGE ? { first: againstFrom, last: againstTo } : null,
  };
  const problem = choiceProblem(timeline, choice);
  const data = options.map((o) => ({ value: String(o.value), label: o.label }));
  const pick = (set: (n: number) => void) => (event: ChangeEvent<HTMLSelectElement>) => set(Number(event.currentTarget.value));

  return (
    <Stack gap="xs" component="section" aria-labelledby="timeline-compare-title" data-testid="interval-range-choice">
      <Title order={3} size="h5" id="timeline-compare-title">
        Compare a range of intervals
      </Title>
      <Group gap="sm" align="end" wrap="wrap">
        {timeline.instances.length > 1 ? (
          <NativeSelect
            label="Line"
            value={instance}
            data={timeline.instances.map((l) => ({ value: l.instance, label: lineName(l) }))}
            onChange={(event) => {
              const next = event.currentTarget.value;
              const first = lineIntervals(timeline, next)[0]?.value ?? 0;
              setInstance(next);
              setFrom(first);
              setTo(first);
              setAgainstFrom(first);
              setAgainstTo(first);
            }}
          />
        ) : null}
        <NativeSelect label="From interval" value={String(from)} data={data} onChange={pick(setFrom)} />
        <NativeSelect label="To interval" value={String(to)} data={data} onChange={pick(setTo)} />
        <NativeSelect
          label="Compared against"
          value={mode}
          data={[
            { value: REST, label: 'The rest of the run' },
            { value: RANGE, label: 'A range of intervals' },
          ]}
          onChange={(event) => setMode(event.currentTarget.value)}
        />
        {mode === RANGE ? (
          <>
            <NativeSelect label="Against from interval" value={String(againstFrom)} data={data} onChange={pick(setAgainstFrom)} />
            <NativeSelect label="Against to interval" value={String(againstTo)} data={data} onChange={pick(setAgainstTo)} />
          </>
        ) : null}
        {problem ? (
          <Button size="sm" variant="light" disabled>
            Open as a comparison
          </Button>
        ) : (
          <Button size="sm" variant="light" component={Link} to={comparisonHref(choice)}>
            Open as a comparison
          </Button>
        )}
      </Group>
      {problem ? (
        <Text size="sm" c="red.8" role="status">
          {problem}
        </Text>
      ) : (
        <Text size="xs" c="dimmed">
          The Comparisons page sets the intervals side by side with the statistics of any comparison; each interval’s figures are its own report’s.
        </Text>
      )}
    </Stack>
  );
}
