import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';

import type { PlanFinding } from '../types';

/** One saved version's error findings, which the render dialog names before an override. */
export async function getPlanVersionErrors(planId: number, number: number): Promise<PlanFinding[]> {
  const body = unwrap(
    await api.GET('/api/plans/{id}/versions/{number}/', { params: { path: { id: planId, number: String(number) } } }),
  );
  return body.validation.findings.filter((finding) => finding.severity === 'error');
}

/** A saved version never changes, so its findings are cached for good. */
export function planVersionErrorsQueryOptions(planId: number, number: number) {
  return queryOptions({
    queryKey: ['bundles', 'plan-version-errors', planId, number] as const,
    queryFn: () => getPlanVersionErrors(planId, number),
    staleTime: Infinity,
  });
}

export function usePlanVersionErrors(planId: number, number: number | null, enabled: boolean) {
  return useQuery({ ...planVersionErrorsQueryOptions(planId, number ?? 0), enabled: enabled && number !== null });
}
