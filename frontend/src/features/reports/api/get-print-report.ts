import { useQuery } from '@tanstack/react-query';

import { apiQueryOptions } from '@/lib/api/query';

/** The report for the PDF renderer, which has no session: a short-lived signed token stands in for it. */
export function printReportQueryOptions(uuid: string, token: string) {
  return apiQueryOptions('/api/reports/{uuid}/print-data/', { params: { path: { uuid }, query: { token } } }, {
    queryKey: ['reports', 'print', uuid, token] as const,
    retry: false,
  });
}

export const usePrintReport = (uuid: string, token: string) => useQuery(printReportQueryOptions(uuid, token));
