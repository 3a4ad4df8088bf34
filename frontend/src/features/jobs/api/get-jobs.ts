import { useQuery } from '@tanstack/react-query';

import { type JobsFilter, jobsQueryOptions } from '@/lib/api/resources/jobs';
import type { Job } from '@/lib/api/types';

export type JobListJob = Job;

export const useJobs = (filter: JobsFilter) => useQuery(jobsQueryOptions(filter));
