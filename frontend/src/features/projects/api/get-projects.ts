import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, type Schemas, unwrap } from '@/lib/api/client';

export type Project = Schemas['Project'];

/**
 * Projects the user belongs to (staff see all). Follows the pagination so the header
 * selector always offers every project; a user belongs to few, so this stays cheap.
 */
export async function getProjects(): Promise<Project[]> {
  const projects: Project[] = [];
  for (let page = 1; page <= 20; page += 1) {
    const body = unwrap(await api.GET('/api/projects/', { params: { query: { page } } }));
    projects.push(...body.results);
    if (!body.next) break;
  }
  return projects;
}

export const projectsQueryOptions = () =>
  queryOptions({
    queryKey: ['projects', 'list'] as const,
    queryFn: getProjects,
    staleTime: 60_000,
  });

export function useProjects(options: { enabled?: boolean } = {}) {
  return useQuery({ ...projectsQueryOptions(), enabled: options.enabled ?? true });
}
