import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api/query';

/** Whether the demo job exists on this server (only under the demo settings). */
export async function getDemoAvailability(): Promise<boolean> {
  return (await apiGet('/api/jobs/demo/')).enabled;
}

export function demoAvailabilityQueryOptions() {
  return queryOptions({ queryKey: ['jobs', 'demo-availability'] as const, queryFn: getDemoAvailability, staleTime: Infinity });
}

export const useDemoAvailability = () => useQuery(demoAvailabilityQueryOptions());
