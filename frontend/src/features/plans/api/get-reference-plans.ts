import { useQuery } from '@tanstack/react-query';

import { apiQueryOptions } from '@/lib/api/query';

/** The configurations the five studies tested, to start a plan from. */
export const referencePlansQueryOptions = () =>
  apiQueryOptions('/api/reference-plans/', undefined, { queryKey: ['plans', 'reference'] as const, staleTime: Infinity });

export function useReferencePlans(options: { enabled?: boolean } = {}) {
  return useQuery({ ...referencePlansQueryOptions(), enabled: options.enabled ?? true });
}
