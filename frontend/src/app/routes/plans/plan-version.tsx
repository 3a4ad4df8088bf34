import { Alert, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate, useParams } from 'react-router';

import { ErrorAlert } from '@/components/ui/error-alert';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { canWrite, useRoleIn } from '@/lib/roles';
import { formatDateTime } from '@/lib/format';
import { notifyFailure } from '@/lib/notify';

import {
  AsBuiltLink,
  BundlesLink,
  ContrastScope,
  EditorLayout,
  EditorProvider,
  ExportMenu,
  indexFindings,
  scoreColour,
  useEditorStores,
  usePlan,
  useRestoreVersion,
  useTopologySchema,
  useVersion,
  type VersionDetail,
} from '@/features/plans';

function VersionView({ version, planId }: { version: VersionDetail; planId: number }) {
  const { data: schema } = useTopologySchema();
  const stores = useEditorStores(version.document, {
    status: 'valid',
    result: version.validation,
    byPointer: indexFindings(version.validation.findings),
    errors: new Map(),
    failure: null,
  });
  return (
    <EditorProvider stores={stores} schema={schema} readOnly>
      <EditorLayout estimate={{ planId }} />
    </EditorProvider>
  );
}

/** One saved version, read only, with its findings as they were when it was saved. */
function PlanVersionPageContent() {
  const params = useParams();
  const planId = Number(params.planId);
  const number = Number(params.n);
  const navigate = useNavigate();
  const plan = usePlan(planId);
  const version = useVersion(planId, Number.isInteger(number) ? number : null);
  const { role } = useRoleIn(plan.data?.project);
  const restore = useRestoreVersion();
  const latestNumber = plan.data?.latest_version?.number ?? null;

  if (plan.error || version.error) return <ErrorAlert error={plan.error ?? version.error} title="This version could not be loaded" />;
  if (!plan.data || !version.data) return <PageLoader label="Loading the version" />;

  const canRestore = canWrite(role, 'plans') && !plan.data.archived && latestNumber !== number;
  return (
    <>
      <PageHeader
        title={`${plan.data.name} — version ${number}`}
        description={
          <>
            Saved {formatDateTime(version.data.created_at)} by {version.data.author ?? 'unknown'}
            {version.data.comment ? ` · “${version.data.comment}”` : ''} ·{' '}
            <Anchor c="indigo.8" component={Link} to={`/plans/${planId}`} size="sm">
              Back to the editor
            </Anchor>
          </>
        }
        actions={
          <>
            <ExportMenu planId={planId} number={number} />
            <BundlesLink planId={planId} number={number} />
            <AsBuiltLink planId={planId} number={number} />
            {latestNumber && latestNumber !== number ? (
              <Button component={Link} variant="default" to={`/plans/${planId}/diff?from=${number}&to=${latestNumber}`}>
                Compare with latest
              </Button>
            ) : null}
            {canRestore ? (
              <Button color="indigo.8"
                loading={restore.isPending}
                onClick={() =>
                  restore.mutate(
                    { planId, number },
                    {
                      onSuccess: (restored) => {
                        notifications.show({ color: 'green', title: `Version ${number} restored`, message: `Saved as version ${restored.number}.` });
                        navigate(`/plans/${planId}`);
                      },
                      onError: (error) => notifyFailure('Restore failed', error),
                    },
                  )
                }
              >
                Restore as new version
              </Button>
            ) : null}
          </>
        }
      />
      <Stack gap="md">
        <Alert color="gray" variant="light">
          <Group gap="xs">
            <Text size="sm">Saved versions never change. Health score at save time:</Text>
            <Badge color={scoreColour(version.data.score)} autoContrast>{version.data.score}</Badge>
          </Group>
        </Alert>
        <VersionView key={`${planId}-${number}`} version={version.data} planId={planId} />
      </Stack>
    </>
  );
}

export function PlanVersionPage() {
  return (
    <ContrastScope>
      <PlanVersionPageContent />
    </ContrastScope>
  );
}
