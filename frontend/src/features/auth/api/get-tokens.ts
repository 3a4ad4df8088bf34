import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import type { ResponseOf } from '@/lib/api/types';

export type ApiTokenList = ResponseOf<'/api/auth/tokens/', 'get'>;
export type ApiTokenItem = ApiTokenList[number];

export const tokensQueryKey = ['auth', 'tokens'] as const;

/** The signed-in user's API tokens (never their keys), newest first. */
export async function getTokens(): Promise<ApiTokenList> {
  return unwrap(await api.GET('/api/auth/tokens/'));
}

export const tokensQueryOptions = () => queryOptions({ queryKey: tokensQueryKey, queryFn: getTokens });

export function useTokens() {
  return useQuery(tokensQueryOptions());
}
