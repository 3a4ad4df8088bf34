import { Text } from '@mantine/core';
import type { Config, Layout } from 'plotly.js';
import { memo, useMemo } from 'react';

import { LazyPlot } from '@/components/charts/lazy-plot';

import type { DriverStep } from '../api/get-run-timeseries';
import { stepTraces, stepUnit } from '../utils/os-charts';

const CONFIG: Partial<Config> = { displayModeBar: false };

function DriverStepsChartImpl({ steps }: { steps: DriverStep[] }) {
  const data = useMemo(() => stepTraces(steps), [steps]);
  const unit = stepUnit(steps);
  // Drivers double the users per step (1, 2, 4 … 512): a log axis spaces the steps evenly.
  const spread = Math.max(...steps.map((s) => s.users)) / Math.max(1, Math.min(...steps.map((s) => s.users)));
  const layout = useMemo<Partial<Layout>>(
    () => ({
      margin: { l: 64, r: 16, t: 16, b: 48 },
      xaxis: { title: { text: 'users' }, type: spread >= 16 ? 'log' : 'linear' },
      yaxis: { title: { text: unit }, rangemode: 'tozero' },
      legend: { orientation: 'h', y: -0.25 },
    }),
    [unit, spread],
  );
  const best = steps.reduce((a, b) => (b.throughput > a.throughput ? b : a), steps[0] as DriverStep);
  const files = [...new Set(steps.map((s) => s.file_name))].join(', ');
  return (
    <>
      <LazyPlot
        data={data}
        layout={layout}
        config={CONFIG}
        height={320}
        ariaLabel={`Driver throughput by users: ${steps.length} steps, highest ${best.throughput.toLocaleString('en')} ${unit} at ${best.users} users`}
      />
      <Text size="xs" c="dimmed" mt={4}>
        Source: {files}
      </Text>
    </>
  );
}

/** The driver's per-step results (users → throughput) as a curve. */
export const DriverStepsChart = memo(DriverStepsChartImpl);
