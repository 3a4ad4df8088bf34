import { api, unwrap } from '@/lib/api/client';

import type { ChartId, ComparisonRequest } from '../types';

/** The data behind one chart of a comparison as the server writes it (the one CSV, the same a saved report's chart
 * downloads). */
export async function comparisonCsv(request: ComparisonRequest, chart: ChartId): Promise<string> {
  return unwrap(await api.POST('/api/comparisons/csv/', { body: { ...request, chart }, parseAs: 'text' }));
}
