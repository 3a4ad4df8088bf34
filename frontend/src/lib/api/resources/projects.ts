import { queryOptions } from '@tanstack/react-query';

import { apiGet } from '../query';
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
 * Projects the user belongs to (staff see all). Follows the pagination so the header
 * selector always offers every project; a user belongs to few, so this stays cheap.
 */
export async function getProjects(): Promise<Project[]> {
  const projects: Project[] = [];
  for (let page = 1; page <= 20; page += 1) {
    // Typed by hand: the generated schema does not describe this list's body yet.
    const body = (await apiGet('/api/projects/', { params: { query: { page } } })) as Paginated<Project>;
    projects.push(...body.results);
    if (!body.next) break;
  }
  return projects;
}

export const projectsQueryOptions = () =>
  queryOptions({
    queryKey: projectKeys.list,
    queryFn: getProjects,
    staleTime: 60_000,
  });
