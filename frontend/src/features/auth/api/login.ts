import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import { type Me, meQueryKey } from '@/lib/api/me';
import type { RequestBodyOf } from '@/lib/api/types';

export type LoginInput = RequestBodyOf<'/api/auth/login/', 'post'>;

export async function login(input: LoginInput): Promise<Me> {
  return unwrap(await api.POST('/api/auth/login/', { body: input }));
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (me) => {
      // Anything cached belonged to whoever was signed in before.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      queryClient.setQueryData(meQueryKey, me);
    },
  });
}
