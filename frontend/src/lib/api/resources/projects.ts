import { queryOptions } from '@tanstack/react-query';

import { apiGet, getEveryPage } from '../query';
import type { Paginated, Role } from '../types';

/**
 * The projects resource (/api/projects/): the header's project picker and the current-project provider read the
 * same list under one key.
 */

/** One project as GET /api/projects/ lists it (docs/contract.md). */
export type Project = {
  id: number;
  name: string;
  slug: string;
  description: string;
  /** The user's role here; null for staff who are not members. */
  role: Role | null;
  created_at: string;
};

export const projectKeys = {
  list: ['projects', 'list'] as const,
};

/**
 * Projects the user belongs to (staff see all). Follows every page so the header selector always offers every
 * project; a user belongs to few, so this stays cheap.
 */
export function getProjects(): Promise<Project[]> {
  // Typed by hand: the generated schema does not describe this list's body yet.
  return getEveryPage(async (page) => (await apiGet('/api/projects/', { params: { query: page } })) as Paginated<Project>);
}

export const projectsQueryOptions = () =>
  queryOptions({
    queryKey: projectKeys.list,
    queryFn: getProjects,
    staleTime: 60_000,
  });
