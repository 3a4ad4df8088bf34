import { useQuery } from '@tanstack/react-query';

import { apiQueryOptions } from '@/lib/api/query';
import type { ResponseOf } from '@/lib/api/types';

export type RunTimeseries = ResponseOf<'/api/runs/{id}/timeseries/', 'get'>;
export type ChartGroup = RunTimeseries['groups'][number];
export type DriverStep = RunTimeseries['driver_steps'][number];
export type AwrWindow = NonNullable<RunTimeseries['awr_window']>;

/** Points per line the charts ask for: enough for a 1280 px wide plot, small enough to stay quick. */
export const CHART_POINTS = 600;

/**
 * OS statistics as downsampled series, the AWR snapshot window and the driver's per-step results.
 * ``version`` is the run's updated_at: the charts are fetched again whenever the run's files change.
 */
export function runTimeseriesQueryOptions(runId: number, version: string) {
  return apiQueryOptions('/api/runs/{id}/timeseries/', { params: { path: { id: runId }, query: { max_points: CHART_POINTS } } }, {
    queryKey: ['runs', 'timeseries', runId, version] as const,
    staleTime: Infinity,
  });
}

export const useRunTimeseries = (runId: number, version: string) => useQuery(runTimeseriesQueryOptions(runId, version));

/** The run's chart data, fetched again whenever the run changes, and whether there is anything to draw. */
export function useRunCharts(runId: number, version: string) {
  const query = useRunTimeseries(runId, version);
  return {
    query,
    hasOs: (query.data?.groups.length ?? 0) > 0,
    hasSteps: (query.data?.driver_steps.length ?? 0) > 0,
  };
}
