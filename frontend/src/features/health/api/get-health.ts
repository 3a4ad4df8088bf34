import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { normaliseApiError } from '@/lib/api/errors';
import type { ResponseOf } from '@/lib/api/types';

export type Health = ResponseOf<'/api/health/', 'get'>;

export const HEALTH_POLL_INTERVAL_MS = 5000;

function isHealthBody(body: unknown): body is Health {
  return typeof body === 'object' && body !== null && 'checks' in body && 'status' in body;
}

/**
 * The health report. A degraded service answers 503 with the same JSON body, which is
 * exactly what this page needs to show, so that status is not treated as a failure.
 */
export async function getHealth(): Promise<Health> {
  const { data, error, response } = await api.GET('/api/health/');
  if (response.ok && data) return data;
  if (response.status === 503 && isHealthBody(error)) return error;
  throw normaliseApiError(response.status, error);
}

export const healthQueryOptions = () =>
  queryOptions({
    queryKey: ['health'] as const,
    queryFn: getHealth,
    refetchInterval: HEALTH_POLL_INTERVAL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
    retry: false,
  });

export function useHealth() {
  return useQuery(healthQueryOptions());
}
