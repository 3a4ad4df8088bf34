/** How the run pickers and the Runs page filter GET /api/runs/ (shared by the runs and comparisons features). */
export type RunsFilter = {
  project: number;
  plan?: number | null;
  /** "key=value" (or "key") strings; a run must carry every one. */
  tags?: string[];
  dateFrom?: string | null;
  dateTo?: string | null;
  q?: string;
  page?: number;
};

/** The query string of GET /api/runs/ for a filter: empty values are left out, page 1 is the default. */
export function runsQueryParams(filter: RunsFilter) {
  return {
    project: filter.project,
    plan: filter.plan ?? undefined,
    tag: filter.tags?.length ? filter.tags : undefined,
    date_from: filter.dateFrom || undefined,
    date_to: filter.dateTo || undefined,
    q: filter.q?.trim() || undefined,
    page: filter.page && filter.page > 1 ? filter.page : undefined,
  };
}
