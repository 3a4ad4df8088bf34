import { useQuery } from '@tanstack/react-query';

import { type ReportOrdering, type ReportsFilter, reportsQueryOptions } from '@/lib/api/resources/reports';

export type { ReportOrdering, ReportsFilter };

/** The orderings the Reports page offers, with their labels. */
export const REPORT_ORDERINGS: { value: ReportOrdering; label: string }[] = [
  { value: '-created', label: 'Newest first' },
  { value: 'created', label: 'Oldest first' },
  { value: '-updated', label: 'Recently edited' },
  { value: 'title', label: 'Title A–Z' },
  { value: '-title', label: 'Title Z–A' },
];

export const useReports = (filter: ReportsFilter) => useQuery(reportsQueryOptions(filter));
