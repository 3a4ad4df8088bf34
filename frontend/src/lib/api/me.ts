import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from './client';
import { normaliseApiError } from './errors';
import type { ResponseOf } from './types';

/**
 * The signed-in user with a role per project. The one wrapper of /api/auth/me/: sign-in, the header, and every
 * "may this user edit here?" question read this query, under this key, with this type.
 */
export type Me = ResponseOf<'/api/auth/me/', 'get'>;

export const meQueryKey = ['auth', 'me'] as const;

/**
 * The signed-in user, or null when nobody is signed in: the server answers 204 then (a fresh visit is not an
 * error), and 401/403 when credentials it was sent are no longer good (an expired session or token).
 */
export async function getMe(): Promise<Me | null> {
  const { data, error, response } = await api.GET('/api/auth/me/');
  if (response.status === 204 || response.status === 401 || response.status === 403) return null;
  if (!response.ok || !data) throw normaliseApiError(response.status, error);
  return data;
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: getMe,
    staleTime: 5 * 60_000,
  });

export function useMe() {
  return useQuery(meQueryOptions());
}
