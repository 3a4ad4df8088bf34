import { Select, Stack, Text, Title } from '@mantine/core';
import type { Config } from 'plotly.js';
import { memo, useMemo, useState } from 'react';

import { LazyPlot } from '@/components/charts/lazy-plot';

import type { ChartGroup } from '../api/get-run-timeseries';
import type { RunTimeline, TimelineFigure } from '../api/get-run-timeline';
import { osCpuTraces, presentFigures, timelineLayout, timelineTraces } from '../utils/timeline';

// No mode bar: its buttons would sit inside the figure's role="img"; zoom by dragging still works.
const CONFIG: Partial<Config> = { displayModeBar: false };

function TimelineChartImpl({ timeline, osGroups }: { timeline: RunTimeline; osGroups: ChartGroup[] }) {
  const offered = useMemo(() => presentFigures(timeline), [timeline]);
  const [figure, setFigure] = useState<TimelineFigure>(offered[0]?.value ?? 'db_time_per_s');
  const spec = offered.find((f) => f.value === figure) ?? offered[0];
  const os = useMemo(() => osCpuTraces(osGroups), [osGroups]);
  const data = useMemo(() => [...timelineTraces(timeline, figure), ...os], [timeline, figure, os]);
  const unit = spec?.unit ?? '';
  const withOs = os.length > 0;
  const layout = useMemo(() => timelineLayout(timeline, unit, withOs), [timeline, unit, withOs]);
  if (!spec) return null;
  const lines = data.length - os.length;
  return (
    <Stack gap={4} component="figure" m={0} aria-labelledby="timeline-chart-title">
      <Title order={3} size="h5" id="timeline-chart-title">
        {spec.label} per interval{os.length > 0 ? ', OS CPU busy under it' : ''}
      </Title>
      <Select
        label="Figure shown"
        data={offered.map((f) => ({ value: f.value, label: `${f.label} (${f.unit})` }))}
        value={figure}
        onChange={(value) => value && setFigure(value as TimelineFigure)}
        allowDeselect={false}
        maw={320}
      />
      <LazyPlot
        data={data}
        layout={layout}
        config={CONFIG}
        height={os.length > 0 ? 460 : 320}
        ariaLabel={`${spec.label} (${spec.unit}) per snapshot interval, ${lines} line(s)${os.length > 0 ? `, OS CPU busy under it (${os.length} line(s))` : ''}, the AWR windows shaded grey${timeline.windows.length ? ', unusual windows orange' : ''}`}
      />
      <Text size="xs" c="dimmed" component="figcaption">
        Each point is one report’s interval; a break in a line is a gap between snapshots. Grey: the AWR windows;
        orange: unusual windows (numbered as listed below).
      </Text>
    </Stack>
  );
}

export const TimelineChart = memo(TimelineChartImpl);
