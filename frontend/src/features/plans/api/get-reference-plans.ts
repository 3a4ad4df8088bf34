import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet, getEveryPage } from '@/lib/api/query';

/** The configurations the five studies tested, to start a plan from: every page, since the picker filters them itself. */
export const referencePlansQueryOptions = () =>
  queryOptions({
    queryKey: ['plans', 'reference'] as const,
    queryFn: () => getEveryPage((page) => apiGet('/api/reference-plans/', { params: { query: page } })),
    staleTime: Infinity,
  });

export function useReferencePlans(options: { enabled?: boolean } = {}) {
  return useQuery({ ...referencePlansQueryOptions(), enabled: options.enabled ?? true });
}
