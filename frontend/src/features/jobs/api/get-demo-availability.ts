import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api/query';
import { jobKeys } from '@/lib/api/resources/jobs';

/** Whether the demo job exists on this server (only under the demo settings). */
export async function getDemoAvailability(): Promise<boolean> {
  return (await apiGet('/api/jobs/demo/')).enabled;
}

export function demoAvailabilityQueryOptions() {
  return queryOptions({ queryKey: jobKeys.demoAvailability, queryFn: getDemoAvailability, staleTime: Infinity });
}

export const useDemoAvailability = () => useQuery(demoAvailabilityQueryOptions());
