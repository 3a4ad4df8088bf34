import { useQuery } from '@tanstack/react-query';

import { apiQueryOptions } from '@/lib/api/query';

/** One report by its permalink uuid at one revision (the latest when none is given), computed afresh. */
export function reportQueryOptions(uuid: string, revision?: number) {
  const query = revision ? { revision } : {};
  return apiQueryOptions('/api/reports/{uuid}/', { params: { path: { uuid }, query } }, {
    queryKey: ['reports', 'detail', uuid, revision ?? 'latest'] as const,
  });
}

export const useReport = (uuid: string, revision?: number) => useQuery(reportQueryOptions(uuid, revision));
