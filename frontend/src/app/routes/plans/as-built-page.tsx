import { Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';

import { ErrorAlert } from '@/components/ui/error-alert';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { Section } from '@/components/ui/section';
import type { Role } from '@/lib/api/types';
import { canWrite } from '@/lib/roles';

import {
  type AsBuiltCheck,
  CheckView,
  checkQueryKey,
  ChecksHistory,
  checksQueryKey,
  type FieldChangesComponent,
  type FindingsListComponent,
  planNodes,
  UploadAreaCard,
  uploadAreas,
  useAreaUploads,
  useCheck,
  useChecks,
} from '@/features/asbuilt';

export type AsBuiltPageProps = {
  planId: number;
  planName: string;
  role: Role | null;
  /** Archived plans are read only. */
  archived: boolean;
  /** The plan's version numbers, newest first. */
  versions: readonly number[];
  /** The version chosen in the address (?version=), or the latest. */
  version: number | null;
  /** The chosen version's topology document (its nodes give the upload areas); null while it loads. */
  versionDocument: object | null;
  FindingsList: FindingsListComponent;
  /** Lists the document fields that differ from the plan. */
  FieldChanges: FieldChangesComponent;
};

/** Reads a positive whole number from the address, or null. */
function positive(value: string | null): number | null {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
}

/**
 * The "As built" page of a plan: upload what a running cluster has, per node, and see how it differs from a
 * version of the plan, which rules it breaks, and earlier checks. Viewers see the checks but upload nothing.
 */
export function AsBuiltPage({ planId, planName, role, archived, versions, version, versionDocument, FindingsList, FieldChanges }: AsBuiltPageProps) {
  const [search, setSearch] = useSearchParams();
  const queryClient = useQueryClient();
  const checkParam = search.get('check');
  const chosenId = positive(checkParam);
  // Without a check in the address the page shows the latest one; "Start a new check" asks for none (?check=new).
  const latest = useChecks(planId, 1).data?.results[0];
  const checkId = chosenId ?? (checkParam === null ? latest?.id ?? null : null);
  const check = useCheck(checkId);
  const mayUpload = canWrite(role, 'asbuilt') && !archived;
  const canImport = canWrite(role, 'plans');

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null) next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  // New files join the check on screen when the user opened it (its address) and it was made against the chosen
  // version; the latest check shown by default is only shown, so files sent days later never join an old check.
  const target = chosenId !== null && check.data && check.data.version === version ? check.data.id : null;
  const onUploaded = useCallback((answer: AsBuiltCheck) => update({ check: String(answer.id), version: String(answer.version) }), [update]);
  const uploads = useAreaUploads({ planId, checkId: target, version, onUploaded });
  // The history lists each check's state: refresh it whenever the check on screen finishes (or fails).
  const shownState = check.data?.state;
  useEffect(() => {
    if (shownState === 'complete' || shownState === 'failed') void queryClient.invalidateQueries({ queryKey: checksQueryKey(planId) });
  }, [shownState, planId, queryClient]);
  const onJobFinished = useCallback(() => {
    if (checkId !== null) void queryClient.invalidateQueries({ queryKey: checkQueryKey(checkId) });
    void queryClient.invalidateQueries({ queryKey: checksQueryKey(planId) });
  }, [checkId, planId, queryClient]);

  return (
    <>
      <PageHeader
        title={`${planName}: as built`}
        description="Check a running cluster's files against a version of the plan"
        actions={
          <Button component={Link} to={`/plans/${planId}`} variant="default">
            Back to the plan
          </Button>
        }
      />
      <Stack gap="md">
        {mayUpload ? (
          <Section id="as-built-upload-heading" title="Upload the cluster's files">
            <Stack gap="sm">
              <Group gap="sm" align="flex-end" wrap="wrap">
                <Select
                  label="Plan version to check against"
                  data={versions.map((number) => ({ value: String(number), label: `Version ${number}` }))}
                  value={version === null ? null : String(version)}
                  onChange={(value) => update({ version: value })}
                  allowDeselect={false}
                  w={240}
                />
                {target !== null ? (
                  <Button variant="default" onClick={() => update({ check: 'new' })}>
                    Start a new check
                  </Button>
                ) : null}
              </Group>
              <Text size="sm" c="gray.7" role="status">
                {target !== null
                  ? `Files you add join check ${target}, which is checked again.`
                  : `Files you add start a new check against version ${version ?? '–'}.`}{' '}
                See the user guide for the commands that collect each file.
              </Text>
              {versionDocument === null ? (
                <PageLoader label="Loading the plan's nodes" />
              ) : (
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing={{ base: 'xs', sm: 'sm' }}>
                  {uploadAreas(planNodes(versionDocument)).map((area) => {
                    const state = uploads.stateOf(area);
                    return (
                      <UploadAreaCard
                        key={area.key}
                        area={area}
                        busy={uploads.busyArea === area.key}
                        disabled={version === null || (uploads.busyArea !== null && uploads.busyArea !== area.key)}
                        error={state.error}
                        chosen={state.chosen}
                        onFiles={(files) => uploads.send(area, files)}
                      />
                    );
                  })}
                </SimpleGrid>
              )}
            </Stack>
          </Section>
        ) : null}
        {checkId !== null && check.error ? <ErrorAlert error={check.error} title={`Check ${checkId} could not be loaded`} /> : null}
        {checkId !== null && check.isPending ? <PageLoader label="Loading the check" /> : null}
        {check.data ? (
          <CheckView
            check={check.data}
            planName={planName}
            canImport={canImport}
            canDelete={mayUpload}
            canRemediate={mayUpload}
            onDeleted={() => update({ check: 'new' })}
            onRechecked={onUploaded}
            FindingsList={FindingsList}
            FieldChanges={FieldChanges}
            onJobFinished={onJobFinished}
          />
        ) : null}
        <Section id="as-built-history-heading" title="Earlier checks">
          <ChecksHistory planId={planId} currentId={checkId} />
        </Section>
      </Stack>
    </>
  );
}
