import { useQuery } from '@tanstack/react-query';

import { planQueryOptions } from '@/lib/api/resources/plans';

/** The plan a bundle belongs to: its name for headings and its project for the role check. */
export function usePlan(planId: number | undefined) {
  return useQuery({ ...planQueryOptions(planId ?? 0), staleTime: 30_000, enabled: planId !== undefined && planId > 0 });
}
