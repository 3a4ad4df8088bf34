import { Anchor, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';

import { ByRouteId } from '@/components/ui/by-route-id';
import { MissingObject } from '@/components/ui/missing-object';
import { PageHeader } from '@/components/ui/page-header';
import { QueryGate, QueryList } from '@/components/ui/query-gate';
import { canWrite, useRoleIn } from '@/lib/roles';

import {
  BundlesTable,
  codeClasses as classes,
  EmptyNote,
  planBundlesQueryKey,
  RenderPanel,
  usePlan,
  usePlanBundles,
  usePlanVersions,
} from '@/features/bundles';
import { Section } from '@/components/ui/section';

function NoSuchPlan() {
  return <MissingObject heading="Plan not found" message="There is no such plan in your projects" backTo="/plans" backLabel="Back to the plans" linkClassName={classes.link} />;
}

/** /plans/:planId/bundles[?version=N] — render a version's configuration bundle and list the plan's bundles. */
export function PlanBundlesPage() {
  return <ByRouteId param="planId" missing={<NoSuchPlan />}>{(id) => <PlanBundlesView key={id} planId={id} />}</ByRouteId>;
}

function PlanBundlesView({ planId }: { planId: number }) {
  const plan = usePlan(planId);
  const versions = usePlanVersions(planId);
  const bundles = usePlanBundles(planId);
  const { role } = useRoleIn(plan.data?.project);
  const [params] = useSearchParams();
  const wanted = Number(params.get('version'));
  const queryClient = useQueryClient();
  const refreshList = useCallback(
    () => queryClient.invalidateQueries({ queryKey: planBundlesQueryKey(planId) }),
    [queryClient, planId],
  );

  return (
    <QueryGate query={plan} loadingLabel="Loading the plan" missing={<NoSuchPlan />} title="Bundles" failureTitle="The plan could not be loaded">
      {(loaded) => (
        <>
          <PageHeader
            title="Bundles"
            description={<span className={classes.muted}>Configuration bundles of {loaded.name}</span>}
            actions={
              <Anchor component={Link} className={classes.link} to={`/plans/${planId}`} size="sm">
                Open the plan
              </Anchor>
            }
          />
          <Stack gap="lg">
            <Section id="render-heading" title="Render a bundle">
              <QueryList
                query={versions}
                what="versions"
                empty={
                  <EmptyNote title="No saved version yet">
                    Bundles are rendered from saved versions. Save a version of the plan in the editor first.
                  </EmptyNote>
                }
              >
                {(saved) => (
                  <RenderPanel
                    planId={planId}
                    versions={saved}
                    canRender={canWrite(role, 'bundles')}
                    onFinished={refreshList}
                    initialVersion={Number.isInteger(wanted) && wanted > 0 ? wanted : null}
                  />
                )}
              </QueryList>
            </Section>
            <Section id="bundles-heading" title="Bundles of this plan">
              <QueryList
                query={bundles}
                what="bundles"
                empty={<EmptyNote title="No bundles yet">A rendered bundle appears here with its state, size and checksum.</EmptyNote>}
              >
                {(listed) => <BundlesTable bundles={listed} />}
              </QueryList>
            </Section>
          </Stack>
        </>
      )}
    </QueryGate>
  );
}
