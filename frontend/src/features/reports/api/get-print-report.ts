import { useQuery } from '@tanstack/react-query';

import { apiQueryOptions } from '@/lib/api/query';
import { reportKeys } from '@/lib/api/resources/reports';

/** One revision of the report (the latest when none is given) for the PDF renderer, which has no session: a
 * short-lived signed token stands in for it. */
export function printReportQueryOptions(uuid: string, token: string, revision?: number) {
  const query = revision ? { token, revision } : { token };
  return apiQueryOptions('/api/reports/{uuid}/print-data/', { params: { path: { uuid }, query } }, {
    queryKey: [...reportKeys.print(uuid, token), revision ?? 'latest'] as const,
    retry: false,
  });
}

export const usePrintReport = (uuid: string, token: string, revision?: number) => useQuery(printReportQueryOptions(uuid, token, revision));
