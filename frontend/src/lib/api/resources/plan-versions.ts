import { queryOptions } from '@tanstack/react-query';

import { apiGet, getEveryPage } from '../query';
import type { ResponseOf, Schemas } from '../types';

/**
 * The one wrapper of a plan's saved versions (/api/plans/{id}/versions/ and one version by number): the plans
 * editor and history, the bundles page and the runs' version picker read these queries under these keys, typed
 * as the schema generates them. Features narrow or sort what they read with `select`.
 */
type ListedVersion = ResponseOf<'/api/plans/{id}/versions/', 'get'>['results'][number];
type FullVersion = ResponseOf<'/api/plans/{id}/versions/{number}/', 'get'>;

/** Findings per severity; the serializer declares the counts as an open object, the API always sends all four. */
export type SeverityCounts = Record<Schemas['SeverityEnum'], number>;
type Read<T extends ListedVersion> = Omit<T, 'comment' | 'counts'> & { comment: string; counts: SeverityCounts };
export type PlanVersionSummary = Read<ListedVersion>;
export type PlanVersionDetail = Read<FullVersion>;

function read<T extends ListedVersion>(version: T): Read<T> {
  return { ...version, comment: version.comment ?? '', counts: version.counts as SeverityCounts };
}

export const planVersionsQueryKey = (planId: number) => ['plans', 'versions', planId] as const;
export const planVersionQueryKey = (planId: number, number: number) => ['plans', 'version', planId, number] as const;

/** A plan's saved versions as the API lists them (newest first), every page of them: each reader offers them all. */
export async function getPlanVersions(planId: number): Promise<PlanVersionSummary[]> {
  const versions = await getEveryPage((page) => apiGet('/api/plans/{id}/versions/', { params: { path: { id: planId }, query: page } }));
  return versions.map(read);
}

/** One saved version with its document and stored validation. */
export async function getPlanVersion(planId: number, number: number): Promise<PlanVersionDetail> {
  return read(await apiGet('/api/plans/{id}/versions/{number}/', { params: { path: { id: planId, number: String(number) } } }));
}

export function planVersionsQueryOptions(planId: number) {
  return queryOptions({ queryKey: planVersionsQueryKey(planId), queryFn: () => getPlanVersions(planId) });
}

/** Versions never change once saved, so they are cached for good. */
export function planVersionQueryOptions(planId: number, number: number) {
  return queryOptions({
    queryKey: planVersionQueryKey(planId, number),
    queryFn: () => getPlanVersion(planId, number),
    staleTime: Infinity,
  });
}
