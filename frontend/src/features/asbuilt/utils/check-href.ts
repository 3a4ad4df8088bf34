import type { AsBuiltCheck } from '../types';

/** The address of one check: the plan's as-built page showing it, against its own version. */
export function checkHref(planId: number, check: Pick<AsBuiltCheck, 'id' | 'version'>) {
  return `/plans/${planId}/as-built?check=${check.id}&version=${check.version}`;
}

