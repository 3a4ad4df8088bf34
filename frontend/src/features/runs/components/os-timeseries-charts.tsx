import { Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Config, Layout } from 'plotly.js';
import { memo, useMemo, useState } from 'react';

import { LazyPlot } from '@/components/charts/lazy-plot';

import type { AwrWindow, ChartGroup } from '../api/get-run-timeseries';
import {
  awrShapes,
  capturePeriods,
  DISK_DIRECTIONS,
  type DiskDirection,
  groupSources,
  OS_CATEGORIES,
  OS_CHARTS,
  type OsCategory,
  osTraces,
  overTimeLayout,
} from '../utils/os-charts';

// No mode bar: its buttons would sit inside the figure's role="img"; zoom by dragging still works.
const CONFIG: Partial<Config> = { displayModeBar: false };

function OsChartImpl({
  groups,
  category,
  awrWindow,
  idPrefix,
  order,
}: {
  groups: ChartGroup[];
  category: OsCategory;
  awrWindow: AwrWindow | null;
  idPrefix: string;
  order: 3 | 4;
}) {
  const spec = OS_CHARTS[category];
  const timed = groups.some((g) => g.category === category && g.timed);
  const [direction, setDirection] = useState<DiskDirection>('both');
  const data = useMemo(() => osTraces(groups, category, direction), [groups, category, direction]);
  const shown = category === 'disk' && direction !== 'both' ? ` (${direction})` : '';
  const layout = useMemo<Partial<Layout>>(
    () => ({ ...overTimeLayout(timed, spec.axis), ...awrShapes(awrWindow, timed) }),
    [timed, spec.axis, awrWindow],
  );
  const sources = groupSources(groups, category);
  const titleId = `os-chart-${idPrefix}${category}`;
  return (
    <Stack gap={4} component="figure" m={0} aria-labelledby={titleId}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Title order={order} size="h5" id={titleId}>
          {spec.title}
        </Title>
        {category === 'disk' ? (
          <SegmentedControl
            size="xs"
            aria-label="Disk IO shown"
            data={DISK_DIRECTIONS}
            value={direction}
            onChange={(value) => setDirection(value as DiskDirection)}
          />
        ) : null}
      </Group>
      <LazyPlot
        data={data}
        layout={layout}
        config={CONFIG}
        height={300}
        ariaLabel={`${spec.title}${shown} over time (${spec.axis}), ${data.length} line(s)${awrWindow && timed ? ', AWR snapshot window shaded' : ''}`}
      />
      <Text size="xs" c="dimmed" component="figcaption">
        Source: {sources.join('; ')}
      </Text>
    </Stack>
  );
}

const OsChart = memo(OsChartImpl);

function PeriodCharts({ groups, awrWindow, idPrefix, order }: { groups: ChartGroup[]; awrWindow: AwrWindow | null; idPrefix: string; order: 3 | 4 }) {
  const present = OS_CATEGORIES.filter((category) => groups.some((g) => g.category === category));
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      {present.map((category) => (
        <OsChart key={category} groups={groups} category={category} awrWindow={awrWindow} idPrefix={idPrefix} order={order} />
      ))}
    </SimpleGrid>
  );
}

function overlapsWindow(period: { begin: number | null; end: number | null }, awrWindow: AwrWindow | null): boolean {
  if (!awrWindow || period.begin === null || period.end === null) return false;
  return period.begin <= Date.parse(awrWindow.end) && Date.parse(awrWindow.begin) <= period.end;
}

/**
 * The run's OS statistics as time series, one chart per category, with the AWR snapshot window shaded. Files
 * captured on days apart (a sar file of another year) are drawn in a panel each, never on one time axis.
 */
export function OsTimeseriesCharts({ groups, awrWindow }: { groups: ChartGroup[]; awrWindow: AwrWindow | null }) {
  const periods = capturePeriods(groups);
  return (
    <Stack gap="sm">
      {awrWindow ? (
        <Text size="sm" c="dimmed">
          The shaded band is the AWR snapshot window ({awrWindow.begin.replace('T', ' ')} to {awrWindow.end.replace('T', ' ')}, from{' '}
          {awrWindow.names.join(', ')}).
        </Text>
      ) : null}
      {periods.length > 1 ? (
        periods.map((period) => (
          <Stack gap="xs" key={period.key} component="section" aria-labelledby={`os-${period.key}`} data-os-period={period.label}>
            <Title order={3} size="h4" id={`os-${period.key}`}>
              Captured {period.label}
              {awrWindow && !overlapsWindow(period, awrWindow) ? ' (outside the run’s AWR window)' : ''}
            </Title>
            <PeriodCharts groups={period.groups} awrWindow={awrWindow} idPrefix={`${period.key}-`} order={4} />
          </Stack>
        ))
      ) : (
        <PeriodCharts groups={groups} awrWindow={awrWindow} idPrefix="" order={3} />
      )}
    </Stack>
  );
}
