import { api, unwrap } from '@/lib/api/client';
import { useApiMutation } from '@/lib/api/query';
import type { RequestBodyOf, ResponseOf } from '@/lib/api/types';

import { planBundlesQueryKey } from './get-plan-bundles';

export type RenderBundleInput = { planId: number; version: number } & RequestBodyOf<
  '/api/plans/{plan_id}/versions/{number}/bundles/',
  'post'
>;
export type RenderBundleResult = ResponseOf<'/api/plans/{plan_id}/versions/{number}/bundles/', 'post', 201>;

/**
 * Asks for a bundle of one version (architects only). The server answers at once with the bundle
 * and its job; a version with error findings is refused (400, key `override_errors`) unless
 * `override_errors` is true.
 */
export async function renderBundle({ planId, version, ...body }: RenderBundleInput): Promise<RenderBundleResult> {
  return unwrap(
    await api.POST('/api/plans/{plan_id}/versions/{number}/bundles/', {
      params: { path: { plan_id: planId, number: version } },
      body,
    }),
  );
}

export function useRenderBundle(planId: number) {
  return useApiMutation((input: Omit<RenderBundleInput, 'planId'>) => renderBundle({ planId, ...input }), {
    invalidates: [planBundlesQueryKey(planId)],
  });
}
