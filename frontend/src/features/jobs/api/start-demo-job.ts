import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, type Schemas, unwrap } from '@/lib/api/client';

export type DemoJobInput = Schemas['DemoJobRequest'];
export type StartedJob = Schemas['Job'];

/** Queues the demo job, which only counts through its steps; it proves the worker pipeline. */
export async function startDemoJob(input: DemoJobInput): Promise<StartedJob> {
  return unwrap(await api.POST('/api/jobs/demo/', { body: input }));
}

export function useStartDemoJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startDemoJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['jobs', 'list'] }),
  });
}
