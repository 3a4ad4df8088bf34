import { useQuery } from '@tanstack/react-query';

import { type PlanVersionDetail, planVersionQueryOptions } from '@/lib/api/resources/plan-versions';

import type { PlanFinding } from '../types';

/** One saved version's error findings, which the render dialog names before an override. */
function errorFindings(version: PlanVersionDetail): PlanFinding[] {
  return version.validation.findings.filter((finding) => finding.severity === 'error');
}

export function usePlanVersionErrors(planId: number, number: number | null, enabled: boolean) {
  return useQuery({
    ...planVersionQueryOptions(planId, number ?? 0),
    enabled: enabled && number !== null,
    select: errorFindings,
  });
}
