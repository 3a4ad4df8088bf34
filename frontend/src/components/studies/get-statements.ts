import { useQuery } from '@tanstack/react-query';

import { apiQueryOptions } from '@/lib/api/query';
import type { paths } from '@/lib/api/schema';

/** The filters GET /api/studies/statements/ takes (study, section, kind, rule); all combine. */
export type StatementsFilter = NonNullable<paths['/api/studies/statements/']['get']['parameters']['query']>;

/** The statement ledger, filtered by the server. It changes only with a deployment. */
export function statementsQueryOptions(filter: StatementsFilter, { enabled = true }: { enabled?: boolean } = {}) {
  return apiQueryOptions('/api/studies/statements/', { params: { query: filter } }, {
    queryKey: ['studies', 'statements', filter] as const,
    staleTime: 30 * 60_000,
    enabled,
  });
}

export const useStatements = (filter: StatementsFilter, options?: { enabled?: boolean }) =>
  useQuery(statementsQueryOptions(filter, options));
