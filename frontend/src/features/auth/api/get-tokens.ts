import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet, getEveryPage } from '@/lib/api/query';
import type { ResponseOf } from '@/lib/api/types';

export type ApiTokenItem = ResponseOf<'/api/auth/tokens/', 'get'>['results'][number];

export const tokensQueryKey = ['auth', 'tokens'] as const;

/** The signed-in user's API tokens (never their keys), newest first: every page, since the table shows them all. */
export const tokensQueryOptions = () =>
  queryOptions({
    queryKey: tokensQueryKey,
    queryFn: () => getEveryPage((page) => apiGet('/api/auth/tokens/', { params: { query: page } })),
  });

export const useTokens = () => useQuery(tokensQueryOptions());
