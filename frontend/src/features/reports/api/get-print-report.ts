import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';

import type { Report } from '../types';

/** The report for the PDF renderer, which has no session: a short-lived signed token stands in for it. */
export async function getPrintReport(uuid: string, token: string): Promise<Report> {
  return unwrap(await api.GET('/api/reports/{uuid}/print-data/', { params: { path: { uuid }, query: { token } } }));
}

export function printReportQueryOptions(uuid: string, token: string) {
  return queryOptions({ queryKey: ['reports', 'print', uuid, token] as const, queryFn: () => getPrintReport(uuid, token), retry: false });
}

export function usePrintReport(uuid: string, token: string) {
  return useQuery(printReportQueryOptions(uuid, token));
}
