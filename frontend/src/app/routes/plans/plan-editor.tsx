import { Anchor, Spoiler, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';

import { EmptyState } from '@/components/ui/empty-state';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { useRoleIn } from '@/lib/roles';

import {
  AsBuiltLink,
  BundlesLink,
  canEditPlan,
  chooseOpening,
  clearLocalDraft,
  ContrastScope,
  draftQueryOptions,
  ExportMenu,
  type Opening,
  PlanEditor,
  readLocalDraft,
  usePlan,
  useTopologySchema,
  useVersion,
  VersionsTable,
} from '@/features/plans';

function PlanEditorPageContent() {
  const params = useParams();
  const planId = Number(params.planId);
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'history' ? 'history' : 'editor';

  const plan = usePlan(planId);
  const { role, isPending: rolePending } = useRoleIn(plan.data?.project);
  const canEdit = canEditPlan(role, plan.data);
  const schema = useTopologySchema();
  const latestNumber = plan.data?.latest_version?.number ?? null;
  const latest = useVersion(planId, latestNumber);
  const draft = useQuery({ ...draftQueryOptions(planId), enabled: canEdit });

  // Decided once, when everything needed has arrived; later refetches (after saving) must not reopen the editor.
  const [opening, setOpening] = useState<Opening | null>(null);
  const ready =
    plan.data !== undefined &&
    !rolePending &&
    (latestNumber === null || latest.data !== undefined) &&
    (!canEdit || draft.isFetched || draft.isError) &&
    !schema.isPending;
  if (opening === null && ready) {
    const local = canEdit ? readLocalDraft(planId) : null;
    const chosen = chooseOpening(latest.data ?? null, canEdit ? (draft.data ?? null) : null, local);
    if (!chosen.restored && local) clearLocalDraft(planId);
    setOpening(chosen);
  }

  if (!Number.isInteger(planId)) return <EmptyState title="No such plan">The address does not name a plan.</EmptyState>;
  if (plan.error) return <ErrorAlert error={plan.error} title="The plan could not be loaded" />;
  if (latest.error) return <ErrorAlert error={latest.error} title="The plan's latest version could not be loaded" />;
  if (!plan.data || !opening) return <PageLoader label="Loading the plan" />;

  return (
    <>
      <PageHeader
        title={plan.data.name}
        description={
          <>
            {plan.data.project_name} ·{' '}
            <Anchor c="indigo.8" component={Link} to="/plans" size="sm">
              All plans
            </Anchor>
          </>
        }
      />
      {plan.data.description ? (
        <Spoiler maxHeight={44} showLabel="Show the whole description" hideLabel="Show less" mb="lg" mt={-12}>
          <Text size="sm" c="gray.7">
            {plan.data.description}
          </Text>
        </Spoiler>
      ) : null}
      <Tabs
        value={tab}
        onChange={(value) => setSearch(value === 'history' ? { tab: 'history' } : {}, { replace: true })}
        keepMounted
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="editor">Editor</Tabs.Tab>
          <Tabs.Tab value="history">History</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="editor">
          <PlanEditor
            key={planId}
            plan={plan.data}
            schema={schema.data}
            initialDocument={opening.document}
            initialBase={opening.base}
            latestNumber={latestNumber}
            latestDocument={latest.data?.document ?? null}
            provenance={
              latest.data && Object.keys(latest.data.provenance ?? {}).length
                ? { sources: latest.data.provenance, document: latest.data.document }
                : null
            }
            restoredFrom={opening.restored}
            canEdit={canEdit}
            renderActions={(base) =>
              base ? (
                <>
                  <ExportMenu planId={planId} number={base} />
                  <BundlesLink planId={planId} number={base} />
                  <AsBuiltLink planId={planId} number={base} />
                </>
              ) : null
            }
          />
        </Tabs.Panel>
        <Tabs.Panel value="history">
          <VersionsTable planId={planId} canEdit={canEdit} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

export function PlanEditorPage() {
  return (
    <ContrastScope>
      <PlanEditorPageContent />
    </ContrastScope>
  );
}
