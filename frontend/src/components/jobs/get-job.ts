import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import type { Job, JobState } from '@/lib/api/types';

export type { Job, JobState };

export const ACTIVE_JOB_STATES: ReadonlySet<JobState> = new Set(['queued', 'running']);
export const JOB_POLL_INTERVAL_MS = 1000;

export function isJobActive(job: Pick<Job, 'state'> | undefined): boolean {
  return job !== undefined && ACTIVE_JOB_STATES.has(job.state);
}

export async function getJob(jobId: number): Promise<Job> {
  // The cast covers schemas that do not describe this endpoint's 200 body yet.
  return unwrap(await api.GET('/api/jobs/{id}/', { params: { path: { id: jobId } } })) as Job;
}

export const jobQueryKey = (jobId: number) => ['jobs', 'detail', jobId] as const;

/** Polls once a second while the job is queued or running and stops once it has finished. */
export function jobQueryOptions(jobId: number) {
  return queryOptions({
    queryKey: jobQueryKey(jobId),
    queryFn: () => getJob(jobId),
    refetchInterval: (query) => (isJobActive(query.state.data) ? JOB_POLL_INTERVAL_MS : false),
    refetchIntervalInBackground: true,
    staleTime: 0,
  });
}

export function useJob(jobId: number) {
  return useQuery(jobQueryOptions(jobId));
}
