import { useQuery } from '@tanstack/react-query';

import { reportQueryOptions } from '@/lib/api/resources/reports';

export const useReport = (uuid: string, revision?: number) => useQuery(reportQueryOptions(uuid, revision));
