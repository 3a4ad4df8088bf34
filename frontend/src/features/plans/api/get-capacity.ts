import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import type { ResponseOf } from '@/lib/api/types';

export type CapacityEstimate = ResponseOf<'/api/capacity/', 'get'>;

export type CapacityInput = {
  nodes: number;
  sweetSpotUsers: number;
  racOverheadPct: number;
  users?: number;
};

/** Study 002's sweet-spot method, computed by the backend so the planner and the rules share one definition. */
export async function getCapacity(input: CapacityInput): Promise<CapacityEstimate> {
  return unwrap(
    await api.GET('/api/capacity/', {
      params: {
        query: {
          nodes: input.nodes,
          sweet_spot_users: input.sweetSpotUsers,
          rac_overhead_pct: input.racOverheadPct,
          ...(input.users === undefined ? {} : { users: input.users }),
        },
      },
    }),
  );
}

export function capacityQueryOptions(input: CapacityInput) {
  return queryOptions({
    queryKey: ['capacity', input] as const,
    queryFn: () => getCapacity(input),
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}

export function useCapacity(input: CapacityInput, enabled: boolean) {
  return useQuery({ ...capacityQueryOptions(input), enabled });
}
