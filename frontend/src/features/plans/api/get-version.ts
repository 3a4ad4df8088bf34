import { useQuery } from '@tanstack/react-query';

import { planVersionQueryOptions } from '@/lib/api/resources/plan-versions';

/** A saved version as the editor and the history read it: its document is a Topology, its validation stored. */
export function useVersion(planId: number, number: number | null) {
  return useQuery({ ...planVersionQueryOptions(planId, number ?? 0), enabled: number !== null && number > 0 });
}
