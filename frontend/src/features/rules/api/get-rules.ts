import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet, getEveryPage } from '@/lib/api/query';
import type { paths } from '@/lib/api/schema';
import type { Severity } from '@/lib/api/types';

import type { RuleKind } from '../types';

/** The query the generated schema allows for GET /api/rules/ (category is an enum there). */
type RulesQuery = NonNullable<paths['/api/rules/']['get']['parameters']['query']>;

export type RulesFilter = {
  q?: string;
  severity?: Severity | null;
  category?: string | null;
  kind?: RuleKind | null;
};

/**
 * The catalogue, filtered by the server (all words of q must occur in id, slug, title, rationale, evidence or the quotes
 * of the rule’s study statements). The page lists every rule that matches, so every page of the answer is read.
 */
export function rulesQueryOptions(filter: RulesFilter) {
  const query: RulesQuery = {
    q: filter.q?.trim() || undefined,
    severity: filter.severity ?? undefined,
    category: (filter.category ?? undefined) as RulesQuery['category'],
    kind: filter.kind ?? undefined,
  };
  return queryOptions({
    queryKey: ['rules', 'list', filter] as const,
    queryFn: () => getEveryPage((page) => apiGet('/api/rules/', { params: { query: { ...query, ...page } } })),
    placeholderData: keepPreviousData,
    // The catalogue changes only with a deployment.
    staleTime: 5 * 60_000,
  });
}

export const useRules = (filter: RulesFilter) => useQuery(rulesQueryOptions(filter));
