import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import type { Role } from '@/lib/api/types';

type Memberships = { memberships: { project: number; role: Role | null }[] };

export async function getMemberships(): Promise<Memberships> {
  // 204 (nobody signed in) has no body: no memberships.
  const me = unwrap(await api.GET('/api/auth/me/')) as unknown as Memberships | undefined;
  return me ?? { memberships: [] };
}

export const membershipsQueryOptions = () =>
  queryOptions({ queryKey: ['bundles', 'memberships'] as const, queryFn: getMemberships, staleTime: 60_000 });

/**
 * The signed-in user's role in the plan's project (which need not be the project picked in the
 * header); null while unknown or when the user is not a member. Only architects render bundles.
 */
export function useRoleInProject(projectId: number | undefined): Role | null {
  const { data } = useQuery(membershipsQueryOptions());
  if (projectId === undefined) return null;
  return data?.memberships.find((membership) => membership.project === projectId)?.role ?? null;
}
