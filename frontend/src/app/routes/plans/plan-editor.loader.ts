import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';

import { planQueryOptions, preloadDiagram } from '@/features/plans';
import { meQueryOptions } from '@/lib/api/me';
import { planVersionQueryOptions } from '@/lib/api/plan-versions';

/**
 * What the plan editor needs, fetched as soon as its address is known rather than one piece after another once
 * its code has run: the page's code, the diagram's code, the signed-in user, the plan and its latest version all
 * start together (issue 12: the editor's diagram interactive in under 1.5 s). Nothing is awaited, so navigation
 * never waits on it; the page reads the same queries and shows its own errors.
 */
export function planEditorLoader(queryClient: QueryClient, loadPage: () => Promise<unknown>) {
  return ({ params }: LoaderFunctionArgs) => {
    const planId = Number(params.planId);
    if (Number.isInteger(planId)) {
      void loadPage();
      preloadDiagram();
      void prefetchPlan(queryClient, planId);
    }
    return null;
  };
}

async function prefetchPlan(queryClient: QueryClient, planId: number): Promise<void> {
  try {
    // Shared with the sign-in guard (same key), so this is the one /api/auth/me/ request; nobody signed in: stop.
    if (!(await queryClient.fetchQuery(meQueryOptions()))) return;
    const plan = await queryClient.fetchQuery(planQueryOptions(planId));
    const latest = plan.latest_version?.number;
    if (latest) await queryClient.prefetchQuery(planVersionQueryOptions(planId, latest));
  } catch {
    // The page asks again and says what went wrong.
  }
}
