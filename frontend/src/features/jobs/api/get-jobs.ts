import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api/query';
import type { Job, Paginated } from '@/lib/api/types';

export type JobPage = Paginated<Job>;
export type JobListJob = Job;

export type JobsFilter = {
  project: number;
  page?: number;
};

export async function getJobs({ project, page = 1 }: JobsFilter): Promise<JobPage> {
  // The cast covers schemas that do not describe this endpoint's 200 body yet.
  return (await apiGet('/api/jobs/', { params: { query: { project, page } } })) as JobPage;
}

/** The list refreshes every few seconds while any job on the page is still moving. */
export function jobsQueryOptions(filter: JobsFilter) {
  return queryOptions({
    queryKey: ['jobs', 'list', filter] as const,
    queryFn: () => getJobs(filter),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.results.some((job) => job.state === 'queued' || job.state === 'running') ? 3000 : false,
  });
}

export const useJobs = (filter: JobsFilter) => useQuery(jobsQueryOptions(filter));
