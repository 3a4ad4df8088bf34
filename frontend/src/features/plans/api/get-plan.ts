import { useQuery } from '@tanstack/react-query';

import { planKeys, planQueryOptions } from '@/lib/api/resources/plans';

export { planQueryOptions };
export const planQueryKey = planKeys.detail;

export const usePlan = (planId: number) => useQuery(planQueryOptions(planId));
