import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { api, unwrap } from '../client';
import { apiGet } from '../query';
import type { Job, JobState, Paginated } from '../types';

/**
 * The jobs resource (/api/jobs/ and /api/jobs/{id}/): the Jobs page lists them, and every feature that starts one (a
 * PDF export, a bundle, the demo) follows it through JobProgress, all under these keys.
 */
export type JobPage = Paginated<Job>;
export type JobsFilter = { project: number; page?: number };

export const jobKeys = {
  lists: ['jobs', 'list'] as const,
  list: (filter: JobsFilter) => ['jobs', 'list', filter] as const,
  detail: (jobId: number) => ['jobs', 'detail', jobId] as const,
  demoAvailability: ['jobs', 'demo-availability'] as const,
};

export const ACTIVE_JOB_STATES: ReadonlySet<JobState> = new Set(['queued', 'running']);
export const JOB_POLL_INTERVAL_MS = 1000;

export function isJobActive(job: Pick<Job, 'state'> | undefined): boolean {
  return job !== undefined && ACTIVE_JOB_STATES.has(job.state);
}

export async function getJobs({ project, page = 1 }: JobsFilter): Promise<JobPage> {
  // The cast covers schemas that do not describe this endpoint's 200 body yet.
  return (await apiGet('/api/jobs/', { params: { query: { project, page } } })) as JobPage;
}

/** The list refreshes every few seconds while any job on the page is still moving. */
export function jobsQueryOptions(filter: JobsFilter) {
  return queryOptions({
    queryKey: jobKeys.list(filter),
    queryFn: () => getJobs(filter),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.results.some((job) => isJobActive(job)) ? 3000 : false),
  });
}

export async function getJob(jobId: number): Promise<Job> {
  // The cast covers schemas that do not describe this endpoint's 200 body yet.
  return unwrap(await api.GET('/api/jobs/{id}/', { params: { path: { id: jobId } } })) as Job;
}

/** Polls once a second while the job is queued or running and stops once it has finished. */
export function jobQueryOptions(jobId: number) {
  return queryOptions({
    queryKey: jobKeys.detail(jobId),
    queryFn: () => getJob(jobId),
    refetchInterval: (query) => (isJobActive(query.state.data) ? JOB_POLL_INTERVAL_MS : false),
    refetchIntervalInBackground: true,
    staleTime: 0,
  });
}
