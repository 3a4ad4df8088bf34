import { Stack, Text } from '@mantine/core';

import { ErrorAlert } from '@/components/ui/error-alert';

import type { useRunCharts } from '../api/get-run-timeseries';
import type { RunMetrics } from '../types';
import { DriverStepsChart } from './driver-steps-chart';
import { OsHostsTable } from './os-hosts-table';
import { OsTimeseriesCharts } from './os-timeseries-charts';

export function OsStatisticsBody({ charts, metrics }: { charts: ReturnType<typeof useRunCharts>; metrics: RunMetrics | null | undefined }) {
  const { query } = charts;
  if (query.error) return <ErrorAlert error={query.error} title="The OS statistics could not be loaded" />;
  if (!query.data) return null;
  return (
    <Stack gap="md">
      <OsHostsTable metrics={metrics} />
      <OsTimeseriesCharts groups={query.data.groups} awrWindow={query.data.awr_window} />
    </Stack>
  );
}

export function DriverStepsBody({ charts }: { charts: ReturnType<typeof useRunCharts> }) {
  const steps = charts.query.data?.driver_steps ?? [];
  if (steps.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No per-step driver results.
      </Text>
    );
  }
  return <DriverStepsChart steps={steps} />;
}
