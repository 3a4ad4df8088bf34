import { api, unwrap } from '@/lib/api/client';
import { useApiMutation } from '@/lib/api/query';
import { reportKeys } from '@/lib/api/resources/reports';
import type { RequestBodyOf, Schemas } from '@/lib/api/types';

export type ReportEdit = RequestBodyOf<'/api/reports/{uuid}/', 'patch'>;

/** Saves a contributor's edit of a report: a new revision at the same permalink. */
export async function updateReport({ uuid, body }: { uuid: string; body: ReportEdit }): Promise<Schemas['ReportDetail']> {
  return unwrap(await api.PATCH('/api/reports/{uuid}/', { params: { path: { uuid } }, body }));
}

export const useUpdateReport = () => useApiMutation(updateReport, { invalidates: [reportKeys.all] });
