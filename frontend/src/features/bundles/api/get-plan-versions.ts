import { useQuery } from '@tanstack/react-query';

import { type PlanVersionSummary as ListedVersion, planVersionsQueryOptions } from '@/lib/api/plan-versions';

import type { PlanVersionSummary, SeverityCounts } from '../types';

/** The plan's saved versions, newest first, with their severity counts read per severity. */
function newestFirst(versions: ListedVersion[]): PlanVersionSummary[] {
  return versions
    .map((version) => ({
      number: version.number,
      comment: version.comment ?? '',
      author: version.author,
      created_at: version.created_at,
      score: version.score,
      counts: version.counts as SeverityCounts,
    }))
    .sort((a, b) => b.number - a.number);
}

export function usePlanVersions(planId: number) {
  return useQuery({ ...planVersionsQueryOptions(planId), select: newestFirst });
}
