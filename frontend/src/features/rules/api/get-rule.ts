import { useQuery } from '@tanstack/react-query';

import { apiQueryOptions } from '@/lib/api/query';

export function ruleQueryOptions(ruleId: string) {
  return apiQueryOptions('/api/rules/{rule_id}/', { params: { path: { rule_id: ruleId } } }, {
    queryKey: ['rules', 'detail', ruleId] as const,
    staleTime: 5 * 60_000,
  });
}

export const useRule = (ruleId: string) => useQuery(ruleQueryOptions(ruleId));
