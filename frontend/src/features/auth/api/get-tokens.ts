import { useQuery } from '@tanstack/react-query';

import { apiQueryOptions } from '@/lib/api/query';
import type { ResponseOf } from '@/lib/api/types';

export type ApiTokenList = ResponseOf<'/api/auth/tokens/', 'get'>;
export type ApiTokenItem = ApiTokenList[number];

export const tokensQueryKey = ['auth', 'tokens'] as const;

/** The signed-in user's API tokens (never their keys), newest first. */
export const tokensQueryOptions = () => apiQueryOptions('/api/auth/tokens/', undefined, { queryKey: tokensQueryKey });

export const useTokens = () => useQuery(tokensQueryOptions());
