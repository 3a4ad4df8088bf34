import { type Me, useMe } from './api/me';
import type { Role } from './api/types';
import { WRITE_ROLES } from './api/vocabulary';

export type { Role };

/**
 * Who may change what, per kind of project data: `WRITE_ROLES` is generated from each backend model's declared
 * write roles (backend/config/api_vocabulary.py), so the UI never keeps its own copy. Every "may this user write
 * here?" question in the UI goes through `canWrite`; the API stays the judge (403).
 */
export type WriteArea = keyof typeof WRITE_ROLES;

/** Whether a member with `role` (null: not a member) may change `area` data in that project. */
export function canWrite(role: Role | null | undefined, area: WriteArea): boolean {
  return role != null && (WRITE_ROLES[area] as readonly Role[]).includes(role);
}

/** The user's role in one project; null when signed out, not a member, or the project is not known yet. */
export function roleIn(me: Me | null | undefined, projectId: number | null | undefined): Role | null {
  if (me == null || projectId == null) return null;
  return me.memberships.find((membership) => membership.project === projectId)?.role ?? null;
}

/**
 * The signed-in user's role in a given project, which need not be the project picked in the header (a plan or
 * bundle opened from a link). `isPending` is true until /api/auth/me/ has answered.
 */
export function useRoleIn(projectId: number | null | undefined): { role: Role | null; isPending: boolean } {
  const { data, isPending } = useMe();
  return { role: roleIn(data, projectId), isPending };
}
