import { useQuery } from '@tanstack/react-query';

import { apiQueryOptions } from '@/lib/api/query';

/** One report by its permalink uuid, with its comparison computed afresh. */
export function reportQueryOptions(uuid: string) {
  return apiQueryOptions('/api/reports/{uuid}/', { params: { path: { uuid } } }, { queryKey: ['reports', 'detail', uuid] as const });
}

export const useReport = (uuid: string) => useQuery(reportQueryOptions(uuid));
