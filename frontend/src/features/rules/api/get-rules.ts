import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import type { paths } from '@/lib/api/schema';
import type { Severity } from '@/lib/api/types';

import type { Rule, RuleKind } from '../types';

/** The query the generated schema allows for GET /api/rules/ (category is an enum there). */
type RulesQuery = NonNullable<paths['/api/rules/']['get']['parameters']['query']>;

export type RulesFilter = {
  q?: string;
  severity?: Severity | null;
  category?: string | null;
  kind?: RuleKind | null;
};

/** The catalogue, filtered by the server (all words of q must occur in id, slug, title, rationale or evidence). */
export async function getRules(filter: RulesFilter): Promise<Rule[]> {
  const query: RulesQuery = {
    q: filter.q?.trim() || undefined,
    severity: filter.severity ?? undefined,
    category: (filter.category ?? undefined) as RulesQuery['category'],
    kind: filter.kind ?? undefined,
  };
  return unwrap(await api.GET('/api/rules/', { params: { query } }));
}

export function rulesQueryOptions(filter: RulesFilter) {
  return queryOptions({
    queryKey: ['rules', 'list', filter] as const,
    queryFn: () => getRules(filter),
    placeholderData: keepPreviousData,
    // The catalogue changes only with a deployment.
    staleTime: 5 * 60_000,
  });
}

export function useRules(filter: RulesFilter) {
  return useQuery(rulesQueryOptions(filter));
}
