import { useQuery } from '@tanstack/react-query';

import { jobQueryOptions } from '@/lib/api/resources/jobs';
import type { Job, JobState } from '@/lib/api/types';

export type { Job, JobState };
export { isJobActive, jobQueryOptions } from '@/lib/api/resources/jobs';

export function useJob(jobId: number) {
  return useQuery(jobQueryOptions(jobId));
}
