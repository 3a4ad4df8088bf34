import { Anchor, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';

import { ErrorAlert } from '@/components/ui/error-alert';
import { MissingObject } from '@/components/ui/missing-object';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { ApiError } from '@/lib/api/errors';
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
  const { planId } = useParams();
  const id = Number(planId);
  if (!Number.isInteger(id) || id <= 0) return <NoSuchPlan />;
  return <PlanBundlesView key={id} planId={id} />;
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

  if (plan.isPending) return <PageLoader label="Loading the plan" />;
  if (!plan.data) {
    if (plan.error instanceof ApiError && plan.error.status === 404) return <NoSuchPlan />;
    return (
      <>
        <PageHeader title="Bundles" />
        <ErrorAlert error={plan.error} title="The plan could not be loaded" />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="Bundles"
        description={<span className={classes.muted}>Configuration bundles of {plan.data.name}</span>}
        actions={
          <Anchor component={Link} className={classes.link} to={`/plans/${planId}`} size="sm">
            Open the plan
          </Anchor>
        }
      />
      <Stack gap="lg">
        <Section id="render-heading" title="Render a bundle">
          {versions.isPending ? (
            <PageLoader label="Loading the versions" />
          ) : versions.error ? (
            <ErrorAlert error={versions.error} title="The versions could not be loaded" />
          ) : versions.data.length === 0 ? (
            <EmptyNote title="No saved version yet">
              Bundles are rendered from saved versions. Save a version of the plan in the editor first.
            </EmptyNote>
          ) : (
            <RenderPanel
              planId={planId}
              versions={versions.data}
              canRender={canWrite(role, 'bundles')}
              onFinished={refreshList}
              initialVersion={Number.isInteger(wanted) && wanted > 0 ? wanted : null}
            />
          )}
        </Section>
        <Section id="bundles-heading" title="Bundles of this plan">
          {bundles.isPending ? (
            <PageLoader label="Loading the bundles" />
          ) : bundles.error ? (
            <ErrorAlert error={bundles.error} title="The bundles could not be loaded" />
          ) : bundles.data.length === 0 ? (
            <EmptyNote title="No bundles yet">
              A rendered bundle appears here with its state, size and checksum.
            </EmptyNote>
          ) : (
            <BundlesTable bundles={bundles.data} />
          )}
        </Section>
      </Stack>
    </>
  );
}
