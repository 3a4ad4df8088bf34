import { api, unwrap } from '@/lib/api/client';
import { useApiMutation } from '@/lib/api/query';
import type { RequestBodyOf, ResponseOf } from '@/lib/api/types';

import { tokensQueryKey } from './get-tokens';

export type CreateTokenInput = RequestBodyOf<'/api/auth/tokens/', 'post'>;
export type IssuedToken = ResponseOf<'/api/auth/tokens/', 'post', 201>;

/** Issues a new token; the answer carries its key, which the server never shows again. */
export async function createToken(input: CreateTokenInput): Promise<IssuedToken> {
  return unwrap(await api.POST('/api/auth/tokens/', { body: input }));
}

export const useCreateToken = () => useApiMutation(createToken, { invalidates: [tokensQueryKey] });
