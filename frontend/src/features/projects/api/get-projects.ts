import { useQuery } from '@tanstack/react-query';

import { projectsQueryOptions } from '@/lib/api/resources/projects';

export type { Project } from '@/lib/api/resources/projects';

export function useProjects(options: { enabled?: boolean } = {}) {
  return useQuery({ ...projectsQueryOptions(), enabled: options.enabled ?? true });
}
