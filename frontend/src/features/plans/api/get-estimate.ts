import type { ResponseOf } from '@/lib/api/types';

/** A plan's expected throughput and CPU cost per transaction (docs/estimate.md), saved or as edited. */
export type PlanEstimate = ResponseOf<'/api/plans/{id}/versions/{number}/estimate/', 'get'>;
