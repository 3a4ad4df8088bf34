import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';

/** Whether the demo job exists on this server (only under the demo settings). */
export async function getDemoAvailability(): Promise<boolean> {
  return (await unwrap(await api.GET('/api/jobs/demo/'))).enabled;
}

export function demoAvailabilityQueryOptions() {
  return queryOptions({ queryKey: ['jobs', 'demo-availability'] as const, queryFn: getDemoAvailability, staleTime: Infinity });
}

export function useDemoAvailability() {
  return useQuery(demoAvailabilityQueryOptions());
}
