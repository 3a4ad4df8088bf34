import { useQuery } from '@tanstack/react-query';

import { apiQueryOptions } from '@/lib/api/query';
import type { RequestBodyOf, ResponseOf } from '@/lib/api/types';

export type RunTimeline = ResponseOf<'/api/runs/{id}/timeline/', 'get'>;
export type TimelineLine = RunTimeline['instances'][number];
export type TimelinePoint = TimelineLine['points'][number];
export type TimelineWindow = RunTimeline['windows'][number];
export type TimelineFigure = keyof TimelinePoint['figures'];
/** Intervals of one line to open as a comparison: the window and what it is compared against (null: the rest of the
 * line), as POST /api/comparisons/ takes them; the app turns a choice into the Comparisons page's address. */
export type IntervalChoice = NonNullable<RequestBodyOf<'/api/comparisons/', 'post'>['intervals']>;

/** Intervals the run page asks for in one page: a production week of 15-minute snapshots on two instances. */
export const TIMELINE_PAGE = 2000;

/** The run's reports as one series; fetched again whenever the run changes (``version`` is its updated_at). */
export function runTimelineQueryOptions(runId: number, version: string) {
  return apiQueryOptions('/api/runs/{id}/timeline/', { params: { path: { id: runId }, query: { limit: TIMELINE_PAGE } } }, {
    queryKey: ['runs', 'timeline', runId, version] as const,
    staleTime: Infinity,
  });
}

export const useRunTimeline = (runId: number, version: string) => useQuery(runTimelineQueryOptions(runId, version));

export const timelineCsvUrl = (runId: number) => `/api/runs/${runId}/timeline/csv/`;
