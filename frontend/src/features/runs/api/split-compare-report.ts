import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';

/** One run per period of an AWR compare-period report, and the comparison request of the two. */
export async function splitCompareReport(fileId: number) {
  return unwrap(await api.POST('/api/run-files/{id}/split-periods/', { params: { path: { id: fileId } } }));
}

export function useSplitCompareReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: splitCompareReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['runs'] }),
  });
}
