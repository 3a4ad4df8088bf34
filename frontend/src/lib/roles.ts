import { type Me, useMe } from './api/me';
import type { Role } from './api/types';

export type { Role };

/**
 * Who may change what, per kind of project data: the frontend's reading of each backend model's
 * `restrict_write_roles` (apps/accounts/querysets.py; EDITOR_ROLES where a model names none). Every
 * "may this user write here?" question in the UI goes through `canWrite`; the API stays the judge (403).
 */
const WRITE_ROLES = {
  /** Plans, their versions and drafts (apps/plans/models.py). */
  plans: ['architect'],
  /** Rendering bundles (apps/bundles/models.py). */
  bundles: ['architect'],
  /** Runs and their files (apps/runs/models.py). */
  runs: ['contributor'],
  /** Saved comparison reports (apps/comparisons/models.py). */
  reports: ['contributor'],
  /** As-built checks and their files (apps/asbuilt/models.py, EDITOR_ROLES); importing one as a plan is a plans write. */
  asbuilt: ['architect', 'contributor'],
  /** Starting a job such as the demo job (EDITOR_ROLES). */
  jobs: ['architect', 'contributor'],
} as const satisfies Record<string, readonly Role[]>;

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
