import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api/query';

import type { TopologySchema } from '../utils/schema-info';

/** The JSON Schema of the topology document, with defaults and the study sections behind them. */
export async function getTopologySchema(): Promise<TopologySchema> {
  return apiGet('/api/topology-schema/');
}

export const topologySchemaQueryOptions = () =>
  queryOptions({ queryKey: ['topology-schema'] as const, queryFn: getTopologySchema, staleTime: Infinity });

export const useTopologySchema = () => useQuery(topologySchemaQueryOptions());
