import { api, unwrap } from '@/lib/api/client';
import { useApiMutation } from '@/lib/api/query';

/** One run per period of an AWR compare-period report, and the comparison request of the two. */
export async function splitCompareReport(fileId: number) {
  return unwrap(await api.POST('/api/run-files/{id}/split-periods/', { params: { path: { id: fileId } } }));
}

export const useSplitCompareReport = () => useApiMutation(splitCompareReport, { invalidates: [['runs']] });
