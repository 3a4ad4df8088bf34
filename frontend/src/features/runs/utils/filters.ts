export type RunsFilterValues = {
  q: string;
  plan: number | null;
  tags: string[];
  dateFrom: string;
  dateTo: string;
};

export const EMPTY_RUNS_FILTER: RunsFilterValues = { q: '', plan: null, tags: [], dateFrom: '', dateTo: '' };

export function hasActiveFilter(filter: RunsFilterValues): boolean {
  return filter.q.trim() !== '' || filter.plan !== null || filter.tags.length > 0 || filter.dateFrom !== '' || filter.dateTo !== '';
}
