import { Alert, Anchor, Grid, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import { JobProgress } from '@/components/jobs';
import { ByRouteId } from '@/components/ui/by-route-id';
import { ErrorAlert } from '@/components/ui/error-alert';
import { MissingObject } from '@/components/ui/missing-object';
import { PageHeader } from '@/components/ui/page-header';
import { QueryGate } from '@/components/ui/query-gate';
import { formatDateTime } from '@/lib/format';

import {
  ACTIVE_BUNDLE_STATES,
  buildFileTree,
  type BundleDetail,
  BundleDiffView,
  bundleQueryKey,
  BundleStateBadge,
  codeClasses as classes,
  ComparePicker,
  DownloadButtons,
  FilePreview,
  FileTree,
  formatBytes,
  ManifestView,
  useBundle,
  usePlan,
  usePlanBundles,
  useProjectPlans,
} from '@/features/bundles';
import { Section } from '@/components/ui/section';

function NoSuchBundle() {
  return <MissingObject heading="Bundle not found" message="There is no such bundle in your projects" backTo="/plans" backLabel="Back to the plans" linkClassName={classes.link} />;
}

/** /bundles/:bundleId — progress while rendering; then files, preview, downloads, manifest and comparison. */
export function BundlePage() {
  return <ByRouteId param="bundleId" missing={<NoSuchBundle />}>{(id) => <BundleView key={id} bundleId={id} />}</ByRouteId>;
}

function BundleView({ bundleId }: { bundleId: number }) {
  const query = useBundle(bundleId);
  return (
    <QueryGate
      query={query}
      loadingLabel="Loading the bundle"
      missing={<NoSuchBundle />}
      title={`Bundle #${bundleId}`}
      failureTitle="The bundle could not be loaded"
    >
      {(bundle) => <BundleContent bundle={bundle} refreshError={query.error} />}
    </QueryGate>
  );
}

function BundleContent({ bundle, refreshError }: { bundle: BundleDetail; refreshError: unknown }) {
  const queryClient = useQueryClient();
  const plan = usePlan(bundle.plan);
  const [params, setParams] = useSearchParams();
  const complete = bundle.state === 'complete';
  const active = ACTIVE_BUNDLE_STATES.has(bundle.state);

  const selected = params.get('file');
  const compareRaw = Number(params.get('compare'));
  const compare = Number.isInteger(compareRaw) && compareRaw > 0 ? compareRaw : null;
  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  const files = useMemo(() => bundle.manifest.files ?? bundle.files ?? [], [bundle]);
  const tree = useMemo(() => buildFileTree(files.map((file) => file.path)), [files]);
  const entry = files.find((file) => file.path === selected);

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: bundleQueryKey(bundle.id) }),
    [queryClient, bundle.id],
  );

  const facts = [
    plan.data ? plan.data.name : null,
    `version ${bundle.version}`,
    bundle.created_by ? `rendered by ${bundle.created_by}` : null,
    formatDateTime(bundle.created_at),
  ].filter(Boolean);

  return (
    <>
      <PageHeader
        title={`Bundle #${bundle.id}`}
        description={<span className={classes.muted}>{facts.join(' · ')}</span>}
        actions={
          <Anchor component={Link} className={classes.link} to={`/plans/${bundle.plan}/bundles`} size="sm">
            All bundles of this plan
          </Anchor>
        }
      />
      <Stack gap="lg">
        {refreshError ? <ErrorAlert error={refreshError} title="Could not refresh this bundle" /> : null}
        <Group justify="space-between" align="center" gap="sm" wrap="wrap">
          <Group gap="sm" wrap="wrap" role="group" aria-label="Bundle state">
            <BundleStateBadge state={bundle.state} />
            {complete ? (
              <Text size="sm">
                {files.length} files · {formatBytes(bundle.size)} zip
              </Text>
            ) : null}
            {bundle.override_errors ? (
              <Text size="sm" c="red.9">
                Rendered with error findings overridden
              </Text>
            ) : null}
          </Group>
          <DownloadButtons bundleId={bundle.id} ready={complete} />
        </Group>

        {active ? (
          bundle.job !== null ? (
            <JobProgress jobId={bundle.job} label="Bundle render" onFinished={refresh} />
          ) : (
            <Text size="sm" className={classes.muted}>
              Waiting for the renderer…
            </Text>
          )
        ) : null}
        {bundle.state === 'failed' ? (
          <Alert color="red" variant="light" title="The bundle could not be rendered" role="alert">
            {bundle.error || 'No reason was given.'}
          </Alert>
        ) : null}

        {complete ? (
          <>
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 4 }} style={{ minWidth: 0 }}>
                <Section id="files-heading" title="Files">
                  <FileTree nodes={tree} selected={selected} onSelect={(path) => setParam('file', path)} />
                </Section>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 8 }} style={{ minWidth: 0 }}>
                <Section id="preview-heading" title="Preview">
                  <FilePreview bundleId={bundle.id} path={selected} entry={entry} />
                </Section>
              </Grid.Col>
            </Grid>
            <Section id="compare-heading" title="Compare">
              <CompareSection bundle={bundle} other={compare} onChange={(other) => setParam('compare', other === null ? null : String(other))} />
            </Section>
            <Section id="manifest-heading" title="Manifest">
              <ManifestView bundle={bundle} />
            </Section>
          </>
        ) : null}
      </Stack>
    </>
  );
}

type CompareSectionProps = { bundle: BundleDetail; other: number | null; onChange: (other: number | null) => void };

function CompareSection({ bundle, other, onChange }: CompareSectionProps) {
  // Any complete bundle of the project compares: of this plan by default, or of another plan picked here.
  const plan = usePlan(bundle.plan);
  const plans = useProjectPlans(plan.data?.project);
  const [otherPlan, setOtherPlan] = useState<number>(bundle.plan);
  const bundles = usePlanBundles(otherPlan);
  return (
    <Stack gap="md">
      {bundles.error ? <ErrorAlert error={bundles.error} title="The plan's bundles could not be loaded" /> : null}
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          label="Plan to compare with"
          value={String(otherPlan)}
          onChange={(event) => {
            setOtherPlan(Number(event.currentTarget.value));
            onChange(null);
          }}
          data={(plans.data ?? [{ id: bundle.plan, name: plan.data?.name ?? 'This plan' }]).map((p) => ({
            value: String(p.id),
            label: p.id === bundle.plan ? `${p.name} (this plan)` : p.name,
          }))}
          maw={360}
        />
        <ComparePicker bundleId={bundle.id} bundles={bundles.data ?? []} value={other} onChange={onChange} samePlan={otherPlan === bundle.plan} loading={bundles.isPending} />
      </Group>
      {other !== null ? <BundleDiffView bundleId={bundle.id} otherId={other} /> : null}
    </Stack>
  );
}
