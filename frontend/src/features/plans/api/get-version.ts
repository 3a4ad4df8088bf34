import { useQuery } from '@tanstack/react-query';

import { type PlanVersionDetail, planVersionQueryOptions } from '@/lib/api/resources/plan-versions';

import type { SeverityCounts, TopologyDocument, ValidationResult, VersionDetail } from '../types';

/**
 * The editor's view of a saved version. The schema types the document and the stored validation's counts as open
 * JSON; the editor holds the document as its JSON tree and reads the counts per severity.
 */
export function asVersionDetail(version: PlanVersionDetail): VersionDetail {
  return {
    ...version,
    document: version.document as TopologyDocument,
    validation: { ...version.validation, counts: version.validation.counts as SeverityCounts } as ValidationResult,
  };
}

export function useVersion(planId: number, number: number | null) {
  return useQuery({
    ...planVersionQueryOptions(planId, number ?? 0),
    enabled: number !== null && number > 0,
    select: asVersionDetail,
  });
}
