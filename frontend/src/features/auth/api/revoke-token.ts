import { api, unwrap } from '@/lib/api/client';
import { useApiMutation } from '@/lib/api/query';

import { tokensQueryKey } from './get-tokens';

/** Revokes one of the user's tokens: it stops working at once. */
export async function revokeToken(id: number): Promise<void> {
  unwrap(await api.DELETE('/api/auth/tokens/{id}/', { params: { path: { id } } }));
}

export const useRevokeToken = () => useApiMutation(revokeToken, { invalidates: [tokensQueryKey] });
