import { api, unwrap } from '@/lib/api/client';
import { meQueryKey } from '@/lib/api/me';
import { useApiMutation } from '@/lib/api/query';

export async function logout(): Promise<void> {
  unwrap(await api.POST('/api/auth/logout/'));
}

export function useLogout() {
  return useApiMutation(logout, {
    update: (queryClient) => {
      queryClient.clear();
      queryClient.setQueryData(meQueryKey, null);
    },
  });
}
