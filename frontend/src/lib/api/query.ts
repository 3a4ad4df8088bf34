import {
  type QueryClient,
  type QueryKey,
  queryOptions,
  type UseQueryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { ClientPathsWithMethod, MaybeOptionalInit } from 'openapi-fetch';

import { api, unwrap } from './client';
import type { paths } from './schema';
import type { ResponseOf } from './types';
import { MAX_PAGE_SIZE } from './vocabulary';

/**
 * The one way a feature wraps an endpoint for TanStack Query: reads are `apiQueryOptions` (a typed GET of one
 * schema path under the feature's key), writes are `useApiMutation` (the call, then the cache keys it refreshes).
 * Failures stay ApiError (unwrap), so field-keyed 400s reach the forms as `fieldErrors`.
 */
export type GetPath = ClientPathsWithMethod<typeof api, 'get'>;
export type GetInit<P extends GetPath> = MaybeOptionalInit<paths[P], 'get'>;
export type GetAnswer<P extends GetPath> = ResponseOf<P, 'get'>;

/** GET one path of the schema: the body of the answer, or an ApiError. */
export async function apiGet<P extends GetPath>(path: P, init?: GetInit<P>): Promise<GetAnswer<P>> {
  // openapi-fetch's own overloads cannot be re-stated for a generic path; the path and init are checked above.
  const get = api.GET as (path: P, init?: GetInit<P>) => Promise<{ data?: GetAnswer<P>; error?: unknown; response: Response }>;
  return unwrap(await get(path, init));
}

/**
 * Every row of a paged list, for pickers that offer them all: pages of `page_size` MAX_PAGE_SIZE, followed until the
 * answer has no `next` (never only the first few pages).
 */
export async function getEveryPage<T>(fetchPage: (query: { page: number; page_size: number }) => Promise<{ results: T[]; next?: string | null }>): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const body = await fetchPage({ page, page_size: MAX_PAGE_SIZE });
    rows.push(...body.results);
    if (!body.next) return rows;
  }
}

/** Everything a read may add to its key: polling, staleness, placeholders, `enabled`. */
export type ReadOptions<T, K extends QueryKey> = Omit<UseQueryOptions<T, Error, T, K>, 'queryFn'> & { queryKey: K };

/** queryOptions for a GET of one schema path: `options` carries the key and anything else the read needs. */
export function apiQueryOptions<P extends GetPath, K extends QueryKey>(path: P, init: GetInit<P>, options: ReadOptions<GetAnswer<P>, K>) {
  return queryOptions<GetAnswer<P>, Error, GetAnswer<P>, K>({ ...options, queryFn: () => apiGet(path, init) });
}

type Keys<TData, TVars> = readonly QueryKey[] | ((data: TData, vars: TVars) => readonly QueryKey[]);

export type MutationEffects<TData, TVars> = {
  /** Cache writes done first, with the answer (setQueryData, removeQueries). */
  update?: (queryClient: QueryClient, data: TData, vars: TVars) => void;
  /** Queries refetched after a success; the mutation settles once they are fresh unless `background` is set. */
  invalidates?: Keys<TData, TVars>;
  background?: boolean;
};

/** useMutation around an API call, with the cache effects of its success. */
export function useApiMutation<TData, TVars = void>(
  mutationFn: (vars: TVars) => Promise<TData>,
  { update, invalidates = [], background = false }: MutationEffects<TData, TVars> = {},
) {
  const queryClient = useQueryClient();
  return useMutation<TData, Error, TVars>({
    mutationFn,
    onSuccess: async (data, vars) => {
      update?.(queryClient, data, vars);
      const keys = typeof invalidates === 'function' ? invalidates(data, vars) : invalidates;
      const refreshed = Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      if (!background) await refreshed;
    },
  });
}
