import { useQuery } from '@tanstack/react-query';

import { apiQueryOptions } from '@/lib/api/query';
import { reportKeys } from '@/lib/api/resources/reports';

/** The report for the PDF renderer, which has no session: a short-lived signed token stands in for it. */
export function printReportQueryOptions(uuid: string, token: string) {
  return apiQueryOptions('/api/reports/{uuid}/print-data/', { params: { path: { uuid }, query: { token } } }, {
    queryKey: reportKeys.print(uuid, token),
    retry: false,
  });
}

export const usePrintReport = (uuid: string, token: string) => useQuery(printReportQueryOptions(uuid, token));
