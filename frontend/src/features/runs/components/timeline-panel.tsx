import { Alert, Anchor, Badge, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

import { ErrorAlert } from '@/components/ui/error-alert';

import type { ChartGroup } from '../api/get-run-timeseries';
import { type IntervalChoice, type RunTimeline, timelineCsvUrl, type TimelineWindow } from '../api/get-run-timeline';
import { lineName, movedWords, windowChoice } from '../utils/timeline';
import { IntervalRangeChoice } from './interval-range-choice';
import { TimelineChart } from './timeline-chart';

type ComparisonHref = (choice: IntervalChoice) => string;

function WindowItem({ window, timeline, comparisonHref }: { window: TimelineWindow; timeline: RunTimeline; comparisonHref?: ComparisonHref }) {
  const line = timeline.instances.find((l) => l.instance === window.instance);
  return (
    <Stack gap={4} component="li" data-window={window.rank}>
      <Text size="sm" fw={600}>
        #{window.rank} {line ? lineName(line) : window.instance}: {window.begin.replace('T', ' ')} to {window.end.replace('T', ' ')} (
        {window.length} interval{window.length === 1 ? '' : 's'}, strength {window.strength.toLocaleString('en-US')})
      </Text>
      <List size="sm" spacing={2}>
        {window.moved.slice(0, 6).map((m) => (
          <List.Item key={`${m.kind}:${m.name}`}>
            {m.label}: {movedWords(m)}
          </List.Item>
        ))}
      </List>
      {window.areas.map((area) => (
        <Text size="sm" key={area.area} data-area={area.area}>
          <Text span fw={500}>
            {area.label}:
          </Text>{' '}
          {area.findings.length
            ? area.findings.map((f) => `${f.rule} ${f.title} (${f.origin === 'plan' ? 'plan version' : 'this run'})`).join('; ')
            : area.note}
        </Text>
      ))}
      {comparisonHref ? (
        <Group>
          <Button size="xs" variant="light" component={Link} to={comparisonHref(windowChoice(window))} aria-label={`Open window #${window.rank} as a comparison`}>
            Open as a comparison against the rest of the run
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

/** The run's reports as one series: the chart over the OS statistics, the unusual windows, what was set aside. */
export function TimelinePanel({
  timeline,
  error,
  osGroups,
  runId,
  comparisonHref,
}: {
  timeline: RunTimeline | undefined;
  error: unknown;
  osGroups: ChartGroup[];
  runId: number;
  /** Where the Comparisons page compares a choice of intervals (composed in by the app); no such links without it. */
  comparisonHref?: ComparisonHref;
}) {
  if (error) return <ErrorAlert error={error} title="The timeline could not be loaded" />;
  if (!timeline) return null;
  const shown = timeline.intervals.length;
  return (
    <Stack gap="md" data-testid="run-timeline">
      <Text size="sm">
        {timeline.database?.name ?? 'The database'} (DBID {timeline.database?.dbid ?? 'unknown'}, {timeline.database?.release ?? 'release unknown'}):{' '}
        {timeline.count} interval{timeline.count === 1 ? '' : 's'} on{' '}
        {timeline.instances.map((l) => lineName(l)).join(', ')}.{' '}
        {timeline.instances.map((l) => (l.gaps.length ? `${lineName(l)}: ${l.gaps.length} gap${l.gaps.length === 1 ? '' : 's'}. ` : '')).join('')}
        <Anchor href={timelineCsvUrl(runId)} download>
          Download the timeline as CSV
        </Anchor>
        {shown < timeline.count ? ` (the chart shows the first ${shown} intervals; the CSV has them all)` : ''}
      </Text>
      <TimelineChart timeline={timeline} osGroups={osGroups} />
      <Stack gap="xs" component="section" aria-labelledby="timeline-windows-title">
        <Title order={3} size="h5" id="timeline-windows-title">
          Unusual windows
        </Title>
        <Text size="sm" c="dimmed">
          An interval is unusual when a metric stands more than {timeline.threshold} median absolute deviations from
          the run’s median (|value − median| / MAD above {timeline.threshold}, at least 3 intervals: JAS-MIN’s
          default). Consecutive unusual intervals form a window, ranked by how far and how long they stand out.
        </Text>
        {timeline.windows.length ? (
          <Stack gap="sm" component="ol" m={0} pl="md">
            {timeline.windows.map((w) => (
              <WindowItem key={`${w.instance}-${w.rank}`} window={w} timeline={timeline} comparisonHref={comparisonHref} />
            ))}
          </Stack>
        ) : (
          <Text size="sm">No unusual window{timeline.count < 3 ? ': fewer than 3 intervals to score' : ''}.</Text>
        )}
      </Stack>
      {comparisonHref && timeline.count > 1 ? <IntervalRangeChoice timeline={timeline} comparisonHref={comparisonHref} /> : null}
      {timeline.set_aside.length ? (
        <Stack gap={4} component="section" aria-labelledby="timeline-aside-title">
          <Title order={3} size="h5" id="timeline-aside-title">
            Not in the timeline
          </Title>
          <List size="sm" spacing={2}>
            {timeline.set_aside.map((a) => (
              <List.Item key={a.file} data-aside={a.code}>
                {a.name}: {a.message}
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** The driver that counted one instance of a multi-instance global report: both figures, the database's used. */
export function ThroughputWarnings({ timeline }: { timeline: RunTimeline | undefined }) {
  const flagged = (timeline?.throughput_checks ?? []).filter((c) => c.one_instance);
  if (!flagged.length) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      title="The driver counted one instance"
      role="status"
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      data-testid="throughput-warning"
    >
      <Stack gap={4}>
        {flagged.map((c) => (
          <Group gap="xs" key={`${c.file}-${c.interval}`} wrap="wrap">
            <Badge variant="outline" color="gray">
              {c.users ?? '?'} users
            </Badge>
            <Text size="sm">{c.message}</Text>
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}

/** Which interval the headline figures come from, when the run has more than one. */
export function HeadlineScope({ timeline }: { timeline: RunTimeline | undefined }) {
  if (!timeline?.headline || timeline.headline.count < 2) return null;
  return (
    <Text size="sm" data-testid="headline-scope">
      {timeline.headline.words}
    </Text>
  );
}
