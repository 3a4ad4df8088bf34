import { Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Config, Layout } from 'plotly.js';
import { memo, useMemo, useState } from 'react';

import { LazyPlot } from '@/components/charts/lazy-plot';

import type { AwrWindow, ChartGroup } from '../api/get-run-timeseries';
import {
  awrShapes,
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

function OsChartImpl({ groups, category, awrWindow }: { groups: ChartGroup[]; category: OsCategory; awrWindow: AwrWindow | null }) {
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
  const titleId = `os-chart-${category}`;
  return (
    <Stack gap={4} component="figure" m={0} aria-labelledby={titleId}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Title order={3} size="h5" id={titleId}>
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

/** The run's OS statistics as time series, one chart per category, with the AWR snapshot window shaded. */
export function OsTimeseriesCharts({ groups, awrWindow }: { groups: ChartGroup[]; awrWindow: AwrWindow | null }) {
  const present = OS_CATEGORIES.filter((category) => groups.some((g) => g.category === category));
  return (
    <Stack gap="sm">
      {awrWindow ? (
        <Text size="sm" c="dimmed">
          The shaded band is the AWR snapshot window ({awrWindow.begin.replace('T', ' ')} to {awrWindow.end.replace('T', ' ')}, from{' '}
          {awrWindow.names.join(', ')}).
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        {present.map((category) => (
          <OsChart key={category} groups={groups} category={category} awrWindow={awrWindow} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
