import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';

import type { Rule } from '../types';

export async function getRule(ruleId: string): Promise<Rule> {
  return unwrap(await api.GET('/api/rules/{rule_id}/', { params: { path: { rule_id: ruleId } } }));
}

export function ruleQueryOptions(ruleId: string) {
  return queryOptions({
    queryKey: ['rules', 'detail', ruleId] as const,
    queryFn: () => getRule(ruleId),
    staleTime: 5 * 60_000,
  });
}

export function useRule(ruleId: string) {
  return useQuery(ruleQueryOptions(ruleId));
}
