import type { Role } from '@/lib/api/types';

/** Contributors create and edit runs and upload files; architects and viewers only read them (the API says 403). */
export function canWriteRuns(role: Role | null | undefined): boolean {
  return role === 'contributor';
}
