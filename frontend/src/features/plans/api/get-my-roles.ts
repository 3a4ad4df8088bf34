import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import type { Role } from '@/lib/api/types';

type Me = { is_staff: boolean; memberships: { project: number; role?: Role | null }[] };

/** The signed-in user's role in each project, to decide whether a plan opens editable. */
export async function getMyRoles(): Promise<Me> {
  // 204 (nobody signed in) has no body: no roles anywhere.
  const me = unwrap(await api.GET('/api/auth/me/')) as unknown as Me | undefined;
  return me ?? { is_staff: false, memberships: [] };
}

export const myRolesQueryOptions = () =>
  queryOptions({ queryKey: ['plans', 'my-roles'] as const, queryFn: getMyRoles, staleTime: 60_000 });

/** The role in one project (null when not a member); only architects edit plans. */
export function useRoleIn(projectId: number | undefined): { role: Role | null; isPending: boolean } {
  const { data, isPending } = useQuery(myRolesQueryOptions());
  const role = data?.memberships.find((membership) => membership.project === projectId)?.role ?? null;
  return { role, isPending };
}
