import { api, unwrap } from '@/lib/api/client';
import { useApiMutation } from '@/lib/api/query';
import { jobKeys } from '@/lib/api/resources/jobs';
import type { Job, RequestBodyOf } from '@/lib/api/types';

export type DemoJobInput = RequestBodyOf<'/api/jobs/demo/', 'post'>;
export type StartedJob = Job;

/** Queues the demo job, which only counts through its steps; it proves the worker pipeline. */
export async function startDemoJob(input: DemoJobInput): Promise<StartedJob> {
  return unwrap(await api.POST('/api/jobs/demo/', { body: input }));
}

export const useStartDemoJob = () => useApiMutation(startDemoJob, { invalidates: [jobKeys.lists] });
