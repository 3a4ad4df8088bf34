import { useQuery } from '@tanstack/react-query';

import { apiQueryOptions } from '@/lib/api/query';

/** Reports of a project, newest first. */
export function reportsQueryOptions(project: number) {
  return apiQueryOptions('/api/reports/', { params: { query: { project } } }, { queryKey: ['reports', 'list', project] as const });
}

export const useReports = (project: number) => useQuery(reportsQueryOptions(project));
