import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';

import type { TopologySchema } from '../utils/schema-info';

/** The JSON Schema of the topology document, with defaults and the study sections behind them. */
export async function getTopologySchema(): Promise<TopologySchema> {
  return unwrap(await api.GET('/api/topology-schema/'));
}

export const topologySchemaQueryOptions = () =>
  queryOptions({ queryKey: ['topology-schema'] as const, queryFn: getTopologySchema, staleTime: Infinity });

export function useTopologySchema() {
  return useQuery(topologySchemaQueryOptions());
}
