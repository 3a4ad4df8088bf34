import { useParams, useSearchParams } from 'react-router';

import { EmptyState } from '@/components/ui/empty-state';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageLoader } from '@/components/ui/page-loader';
import type { CheckFinding, FieldDifference } from '@/features/asbuilt';
import { FieldChangesTable, FindingsAccordion, usePlan, useVersion, useVersions } from '@/features/plans';
import { useRoleIn } from '@/lib/roles';

import { AsBuiltPage } from './as-built-page';

/** An as-built check's findings in the plan editor's findings list, read only (no fixes: the cluster is not a draft). */
function AsBuiltFindings({ findings }: { findings: readonly CheckFinding[] }) {
  return <FindingsAccordion findings={findings} readOnly empty="No findings: the cluster as built follows every rule that applies." />;
}

const AS_BUILT_WORDING = { before: 'Planned', after: 'As built', empty: 'No field differs.', removed: '(not set)' };

/** The document fields a check found different, in the version diff's table (same field names and value labels). */
export function AsBuiltFieldChanges({ changes }: { changes: readonly FieldDifference[] }) {
  return <FieldChangesTable changes={changes} label="Document fields that differ from the plan" wording={AS_BUILT_WORDING} />;
}

/**
 * The app composes the plans feature (the plan, its versions and nodes, the findings list) with the as-built
 * feature, which wraps only its own API (the findings list and the field-changes table come from the plans feature).
 */
export function PlanAsBuiltRoute() {
  const params = useParams();
  const planId = Number(params.planId);
  const [search] = useSearchParams();
  const plan = usePlan(planId);
  const { role, isPending: rolePending } = useRoleIn(plan.data?.project);
  const versions = useVersions(planId);
  const numbers = (versions.data ?? []).map((version) => version.number).sort((a, b) => b - a);
  const asked = Number(search.get('version'));
  const chosen = numbers.includes(asked) ? asked : (numbers[0] ?? null);
  const version = useVersion(planId, chosen);

  if (!Number.isInteger(planId)) return <EmptyState title="No such plan">The address does not name a plan.</EmptyState>;
  if (plan.error) return <ErrorAlert error={plan.error} title="The plan could not be loaded" />;
  if (versions.error) return <ErrorAlert error={versions.error} title="The plan's versions could not be loaded" />;
  if (version.error) return <ErrorAlert error={version.error} title={`Version ${chosen} could not be loaded`} />;
  if (!plan.data || rolePending || !versions.data) return <PageLoader label="Loading the plan" />;
  if (numbers.length === 0) {
    return <EmptyState title="No saved version yet">Save a version of the plan first: a cluster is checked against a saved version.</EmptyState>;
  }
  return (
    <AsBuiltPage
      planId={planId}
      planName={plan.data.name}
      role={role}
      archived={plan.data.archived}
      versions={numbers}
      version={chosen}
      versionDocument={version.data?.document ?? null}
      FindingsList={AsBuiltFindings}
      FieldChanges={AsBuiltFieldChanges}
    />
  );
}
