import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';

import { canEditPlan, draftQueryKey, draftQueryOptions, planQueryOptions, preloadDiagram, topologySchemaQueryOptions } from '@/features/plans';
import { meQueryOptions } from '@/lib/api/me';
import { planVersionQueryOptions } from '@/lib/api/resources/plan-versions';
import { roleIn } from '@/lib/roles';

/**
 * What the plan editor needs, fetched as soon as its address is known rather than one piece after another once
 * its code has run (issue 12: the editor's diagram interactive in under 1.5 s). The API requests are made first:
 * the browser sends requests in the order they are made, six at a time to one server, and the page's fifty-odd
 * code chunks would otherwise queue ahead of them. The signed-in user, the plan and the topology schema start
 * together; the latest version and the user's draft as soon as the plan (and, for the draft, the user's role) is
 * known. Nothing is awaited, so navigation never waits on it; the page reads the same queries and shows its own
 * errors.
 */
export function planEditorLoader(queryClient: QueryClient, loadPage: () => Promise<unknown>) {
  return ({ params }: LoaderFunctionArgs) => {
    const planId = Number(params.planId);
    if (Number.isInteger(planId)) {
      void prefetchPlan(queryClient, planId);
      // the code after a task's turn: the API client sends its first requests a few promise steps later
      setTimeout(() => {
        void loadPage();
        preloadDiagram();
      }, 0);
    }
    return null;
  };
}

async function prefetchPlan(queryClient: QueryClient, planId: number): Promise<void> {
  try {
    // The user query is shared with the sign-in guard (same key), so this is the one /api/auth/me/ request. Signed
    // out, the plan request is refused and nothing more is asked; the guard sends the visitor to sign in.
    const user = queryClient.fetchQuery(meQueryOptions());
    const plan = queryClient.fetchQuery(planQueryOptions(planId));
    void queryClient.prefetchQuery(topologySchemaQueryOptions());
    const [me, loaded] = await Promise.all([user, plan]);
    if (!me) return;
    const latest = loaded.latest_version?.number;
    const version = latest ? queryClient.prefetchQuery(planVersionQueryOptions(planId, latest)) : undefined;
    if (canEditPlan(roleIn(me, loaded.project), loaded)) await prefetchDraft(queryClient, planId);
    await version;
  } catch {
    // The page asks again and says what went wrong.
  }
}

/** The draft, fetched afresh for this visit; left alone while an open editor watches it (a change of tab). */
async function prefetchDraft(queryClient: QueryClient, planId: number): Promise<void> {
  const cached = queryClient.getQueryCache().find({ queryKey: draftQueryKey(planId), exact: true });
  if (cached?.getObserversCount()) return;
  queryClient.removeQueries({ queryKey: draftQueryKey(planId), exact: true });
  await queryClient.prefetchQuery(draftQueryOptions(planId));
}
