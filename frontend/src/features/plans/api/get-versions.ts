import { useQuery } from '@tanstack/react-query';

import { type PlanVersionSummary, planVersionsQueryOptions } from '@/lib/api/plan-versions';

import type { SeverityCounts, VersionSummary } from '../types';

/** A listed version with its severity counts read per severity (the schema types them as an open object). */
export function asVersionSummary(version: PlanVersionSummary): VersionSummary {
  return {
    number: version.number,
    comment: version.comment ?? '',
    author: version.author,
    created_at: version.created_at,
    score: version.score,
    counts: version.counts as SeverityCounts,
  };
}

const asVersionSummaries = (versions: PlanVersionSummary[]) => versions.map(asVersionSummary);

export function useVersions(planId: number) {
  return useQuery({ ...planVersionsQueryOptions(planId), select: asVersionSummaries });
}
