import type { paths } from './schema';

/** How the run pickers and the Runs page filter GET /api/runs/ (shared by the runs and comparisons features). */
export type RunsFilter = {
  project: number;
  plan?: number | null;
  /** "key=value" (or "key") strings; a run must carry every one. */
  tags?: string[];
  dateFrom?: string | null;
  dateTo?: string | null;
  q?: string;
  /** A key of the API's run orderings ("-date", "label", ...); the API's default when absent. */
  ordering?: string;
  page?: number;
  /** Rows of the page (the server's PAGE_SIZE when absent). */
  pageSize?: number;
};

export type RunOrdering = NonNullable<NonNullable<paths['/api/runs/']['get']['parameters']['query']>['ordering']>;

/** The orderings the Runs page offers, with their labels. */
export const RUN_ORDERINGS: { value: RunOrdering; label: string }[] = [
  { value: '-date', label: 'Newest run date first' },
  { value: 'date', label: 'Oldest run date first' },
  { value: 'label', label: 'Label A–Z' },
  { value: '-label', label: 'Label Z–A' },
  { value: '-created', label: 'Recently added' },
];

/** The query string of GET /api/runs/ for a filter: empty values are left out, page 1 is the default. */
export function runsQueryParams(filter: RunsFilter) {
  return {
    project: filter.project,
    plan: filter.plan ?? undefined,
    tag: filter.tags?.length ? filter.tags : undefined,
    date_from: filter.dateFrom || undefined,
    date_to: filter.dateTo || undefined,
    q: filter.q?.trim() || undefined,
    ordering: (filter.ordering || undefined) as RunOrdering | undefined,
    page: filter.page && filter.page > 1 ? filter.page : undefined,
    page_size: filter.pageSize,
  };
}
