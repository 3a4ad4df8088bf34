import { useQuery } from '@tanstack/react-query';

import { planVersionsQueryOptions } from '@/lib/api/resources/plan-versions';

export function useVersions(planId: number) {
  return useQuery(planVersionsQueryOptions(planId));
}
