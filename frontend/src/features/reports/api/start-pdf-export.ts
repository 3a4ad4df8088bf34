import { api, unwrap } from '@/lib/api/client';
import { useApiMutation } from '@/lib/api/query';
import { reportKeys } from '@/lib/api/resources/reports';
import type { Job } from '@/lib/api/types';

/** Starts (or joins) the server-side PDF rendering of one revision of a report; returns the job to follow. */
export async function startPdfExport(uuid: string, revision: number): Promise<Job> {
  return unwrap(await api.POST('/api/reports/{uuid}/pdf/', { params: { path: { uuid }, query: { revision } } }));
}

export function useStartPdfExport(uuid: string) {
  return useApiMutation((revision: number) => startPdfExport(uuid, revision), { invalidates: [reportKeys.report(uuid)] });
}
