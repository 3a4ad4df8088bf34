import { apiQueryOptions } from '../query';
import type { paths } from '../schema';

/**
 * The reports resource (/api/reports/ and /api/reports/{uuid}/): Home and the Reports page read the list, the report
 * page and the print view one report, and saving from Comparisons or editing a report refreshes them all
 * (`reportKeys.all`); a finished PDF export refreshes one report (`reportKeys.report`).
 */
export type ReportOrdering = NonNullable<NonNullable<paths['/api/reports/']['get']['parameters']['query']>['ordering']>;
export type ReportsFilter = { project: number; q?: string; ordering?: ReportOrdering };

export const reportKeys = {
  all: ['reports'] as const,
  list: ({ project, q, ordering }: ReportsFilter) => ['reports', 'list', project, q ?? '', ordering ?? ''] as const,
  /** Every revision of one report. */
  report: (uuid: string) => ['reports', 'detail', uuid] as const,
  revision: (uuid: string, revision?: number) => ['reports', 'detail', uuid, revision ?? 'latest'] as const,
  print: (uuid: string, token: string) => ['reports', 'print', uuid, token] as const,
};

/** Reports of a project, searched (title, headline, narrative, a study's id or document name) and sorted. */
export function reportsQueryOptions(filter: ReportsFilter) {
  const { project, q, ordering } = filter;
  const query = { project, q: q?.trim() || undefined, ordering };
  return apiQueryOptions('/api/reports/', { params: { query } }, { queryKey: reportKeys.list(filter) });
}

/** One report by its permalink uuid at one revision (the latest when none is given), computed afresh. */
export function reportQueryOptions(uuid: string, revision?: number) {
  const query = revision ? { revision } : {};
  return apiQueryOptions('/api/reports/{uuid}/', { params: { path: { uuid }, query } }, { queryKey: reportKeys.revision(uuid, revision) });
}
