import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet, getEveryPage } from '@/lib/api/query';
import type { paths } from '@/lib/api/schema';

/** The filters GET /api/studies/statements/ takes (study, section, kind, rule); all combine. */
export type StatementsFilter = Omit<NonNullable<paths['/api/studies/statements/']['get']['parameters']['query']>, 'page' | 'page_size'>;

/** The statements of the ledger the filter keeps (every page of them), filtered by the server. It changes only with a deployment. */
export function statementsQueryOptions(filter: StatementsFilter, { enabled = true }: { enabled?: boolean } = {}) {
  return queryOptions({
    queryKey: ['studies', 'statements', filter] as const,
    queryFn: () => getEveryPage((page) => apiGet('/api/studies/statements/', { params: { query: { ...filter, ...page } } })),
    staleTime: 30 * 60_000,
    enabled,
  });
}

export const useStatements = (filter: StatementsFilter, options?: { enabled?: boolean }) =>
  useQuery(statementsQueryOptions(filter, options));
