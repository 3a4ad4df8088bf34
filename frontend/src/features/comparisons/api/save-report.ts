import { api, unwrap } from '@/lib/api/client';
import { useApiMutation } from '@/lib/api/query';
import { reportKeys } from '@/lib/api/resources/reports';
import type { RequestBodyOf, Schemas } from '@/lib/api/types';

export type SaveReportInput = RequestBodyOf<'/api/reports/', 'post'>;
export type SavedReport = Schemas['ReportDetail'];

/** Saves the current comparison as a report (contributors); the answer carries its permalink uuid. */
export async function saveReport(input: SaveReportInput): Promise<SavedReport> {
  return unwrap(await api.POST('/api/reports/', { body: input }));
}

export const useSaveReport = () => useApiMutation(saveReport, { invalidates: [reportKeys.all] });
