import { api, unwrap } from '@/lib/api/client';
import { type Me, meQueryKey } from '@/lib/api/me';
import { useApiMutation } from '@/lib/api/query';
import type { RequestBodyOf } from '@/lib/api/types';

export type LoginInput = RequestBodyOf<'/api/auth/login/', 'post'>;

export async function login(input: LoginInput): Promise<Me> {
  return unwrap(await api.POST('/api/auth/login/', { body: input }));
}

export function useLogin() {
  return useApiMutation(login, {
    update: (queryClient, me) => {
      // Anything cached belonged to whoever was signed in before.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      queryClient.setQueryData(meQueryKey, me);
    },
  });
}
