import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';

import type { Report } from '../types';

/** One report by its permalink uuid, with its comparison computed afresh. */
export async function getReport(uuid: string): Promise<Report> {
  return unwrap(await api.GET('/api/reports/{uuid}/', { params: { path: { uuid } } }));
}

export function reportQueryOptions(uuid: string) {
  return queryOptions({ queryKey: ['reports', 'detail', uuid] as const, queryFn: () => getReport(uuid) });
}

export function useReport(uuid: string) {
  return useQuery(reportQueryOptions(uuid));
}
