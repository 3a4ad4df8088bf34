import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';

import { tokensQueryKey } from './get-tokens';

/** Revokes one of the user's tokens: it stops working at once. */
export async function revokeToken(id: number): Promise<void> {
  unwrap(await api.DELETE('/api/auth/tokens/{id}/', { params: { path: { id } } }));
}

export function useRevokeToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokensQueryKey }),
  });
}
