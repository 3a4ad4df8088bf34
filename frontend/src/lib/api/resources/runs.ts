import { apiQueryOptions } from '../query';
import { type RunsFilter, runsQueryParams } from '../runs-filter';

/**
 * The runs list (/api/runs/): one fetcher and one key per filter for the Runs page and the comparison builder's
 * picker alike, so uploading or editing a run refreshes both (`runKeys.lists`).
 */
export const runKeys = {
  lists: ['runs', 'list'] as const,
  list: (filter: RunsFilter) => ['runs', 'list', filter] as const,
};

export function runsQueryOptions(filter: RunsFilter) {
  return apiQueryOptions('/api/runs/', { params: { query: runsQueryParams(filter) } }, { queryKey: runKeys.list(filter) });
}
