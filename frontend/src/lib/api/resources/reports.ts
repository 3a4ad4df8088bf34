import { apiQueryOptions } from '../query';
import type { paths } from '../schema';

/**
 * The reports resource (/api/reports/ and /api/reports/{uuid}/): Home and the Reports page read the list, the report
 * page and the print view one report, and saving from Comparisons or editing a report refreshes them all
 * (`reportKeys.all`); a finished PDF export refreshes one report (`reportKeys.report`).
 */
export type ReportOrdering = NonNullable<NonNullable<paths['/api/reports/']['get']['parameters']['query']>['ordering']>;
export type ReportsFilter = {
  project: number;
  q?: string;
  ordering?: ReportOrdering;
  /** Only reports whose headline cites its sources (the studies' headlines). */
  cited?: boolean;
  /** Only the reports that draw this run. */
  run?: number;
  page?: number;
  /** Rows of the page (the server's PAGE_SIZE when absent). */
  pageSize?: number;
};

export const reportKeys = {
  all: ['reports'] as const,
  list: ({ project, q, ordering, cited, run, page, pageSize }: ReportsFilter) =>
    ['reports', 'list', project, q ?? '', ordering ?? '', cited ?? false, run ?? null, page ?? 1, pageSize ?? null] as const,
  /** Every revision of one report. */
  report: (uuid: string) => ['reports', 'detail', uuid] as const,
  revision: (uuid: string, revision?: number) => ['reports', 'detail', uuid, revision ?? 'latest'] as const,
  print: (uuid: string, token: string) => ['reports', 'print', uuid, token] as const,
};

/** One page of a project's reports, searched (title, headline, narrative, a study's id or document name) and sorted. */
export function reportsQueryOptions(filter: ReportsFilter) {
  const { project, q, ordering, cited, run, page, pageSize } = filter;
  const query = {
    project,
    q: q?.trim() || undefined,
    ordering,
    cited: cited ? ('true' as const) : undefined,
    run,
    page: page && page > 1 ? page : undefined,
    page_size: pageSize,
  };
  return apiQueryOptions('/api/reports/', { params: { query } }, { queryKey: reportKeys.list(filter) });
}

/** One report by its permalink uuid at one revision (the latest when none is given), computed afresh. */
export function reportQueryOptions(uuid: string, revision?: number) {
  const query = revision ? { revision } : {};
  return apiQueryOptions('/api/reports/{uuid}/', { params: { path: { uuid }, query } }, { queryKey: reportKeys.revision(uuid, revision) });
}
