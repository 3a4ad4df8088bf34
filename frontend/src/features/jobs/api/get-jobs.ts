import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api, type Schemas, unwrap } from '@/lib/api/client';

export type JobPage = Schemas['PaginatedJobList'];
export type JobListJob = Schemas['Job'];

export type JobsFilter = {
  project: number;
  page?: number;
};

export async function getJobs({ project, page = 1 }: JobsFilter): Promise<JobPage> {
  return unwrap(await api.GET('/api/jobs/', { params: { query: { project, page } } }));
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

export function useJobs(filter: JobsFilter) {
  return useQuery(jobsQueryOptions(filter));
}
