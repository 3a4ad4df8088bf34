import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The demo users seeded by the backend (`apps.accounts.demo`), one per project role. */
export const ROLES = ['architect', 'contributor', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export const DEMO_PASSWORD = 'demo';

/** Roles allowed to start jobs (docs/contract.md). */
export const CAN_START_JOBS: Record<Role, boolean> = { architect: true, contributor: true, viewer: false };

const here = path.dirname(fileURLToPath(import.meta.url));

/** Where the setup project saves each role's signed-in browser state (gitignored). */
export function storageStatePath(role: Role): string {
  return path.join(here, '..', '.auth', `${role}.json`);
}

/** The navigation every signed-in user sees, in order. */
export const NAV_LINKS = ['Plans', 'Runs', 'Comparisons', 'Reports', 'Rules', 'Jobs', 'Health'] as const;
