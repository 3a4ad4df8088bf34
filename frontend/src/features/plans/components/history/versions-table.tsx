import { Anchor, Badge, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageLoader } from '@/components/ui/page-loader';
import { errorMessage } from '@/lib/api/errors';
import { formatDateTime } from '@/lib/format';

import { useVersions } from '@/features/plans/api/get-versions';
import { useRestoreVersion } from '@/features/plans/api/restore-version';
import type { VersionSummary } from '@/features/plans/types';
import { scoreColour } from '@/features/plans/utils/format';
import { SeverityCountBadges } from '../editor/findings-panel';

type VersionsTableProps = { planId: number; canEdit: boolean; onRestored?: (number: number) => void };

/** Every saved version, newest first, with view, restore and compare. */
export function VersionsTable({ planId, canEdit, onRestored }: VersionsTableProps) {
  const { data: versions, error, isPending } = useVersions(planId);
  const restore = useRestoreVersion();
  const navigate = useNavigate();
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);

  if (isPending) return <PageLoader label="Loading versions" />;
  if (error) return <ErrorAlert error={error} title="The versions could not be loaded" />;

  const numbers = versions.map((version) => String(version.number));
  const toValue = to ?? numbers[0] ?? '';
  const fromValue = from ?? numbers[1] ?? numbers[0] ?? '';
  const options = versions.map((version) => ({ value: String(version.number), label: `Version ${version.number}` }));

  const restoreVersion = (number: number) =>
    restore.mutate(
      { planId, number },
      {
        onSuccess: (restored) => {
          notifications.show({ color: 'green', title: `Version ${number} restored`, message: `Saved as version ${restored.number}.` });
          onRestored?.(restored.number);
        },
        onError: (failure) => notifications.show({ color: 'red', title: 'Restore failed', message: errorMessage(failure) }),
      },
    );
  const columns: readonly DataColumn<VersionSummary>[] = [
    {
      key: 'version',
      header: 'Version',
      cell: (version, index) => (
        <>
          <Anchor c="indigo.8" component={Link} to={`/plans/${planId}/versions/${version.number}`}>
            Version {version.number}
          </Anchor>
          {index === 0 ? (
            <Badge ml={6} size="xs" variant="outline" color="gray.7">
              latest
            </Badge>
          ) : null}
        </>
      ),
    },
    { key: 'author', header: 'Author', cell: (version) => version.author ?? '—' },
    {
      key: 'comment',
      header: 'Comment',
      cell: (version) => (
        <Text size="sm" lineClamp={2}>
          {version.comment || '—'}
        </Text>
      ),
    },
    {
      key: 'score',
      header: 'Score',
      cell: (version) => (
        <Badge color={scoreColour(version.score)} variant="filled" autoContrast>
          {version.score}
        </Badge>
      ),
    },
    { key: 'findings', header: 'Findings', cell: (version) => <SeverityCountBadges counts={version.counts} /> },
    { key: 'saved', header: 'Saved', cell: (version) => formatDateTime(version.created_at) },
    {
      key: 'actions',
      header: 'Actions',
      cell: (version, index) => (
        <Group gap={6} wrap="nowrap">
          {index < versions.length - 1 ? (
            <Anchor c="indigo.8" component={Link} size="sm" to={`/plans/${planId}/diff?from=${versions[index + 1]?.number}&to=${version.number}`}>
              Changes
            </Anchor>
          ) : null}
          {canEdit && index > 0 ? (
            <Button
              size="compact-xs"
              variant="light"
              loading={restore.isPending && restore.variables?.number === version.number}
              onClick={() => restoreVersion(version.number)}
            >
              Restore as new version
            </Button>
          ) : null}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      {versions.length > 1 ? (
        <Group align="flex-end" gap="sm" wrap="wrap" component="form" aria-label="Compare versions" onSubmit={(event) => {
          event.preventDefault();
          navigate(`/plans/${planId}/diff?from=${fromValue}&to=${toValue}`);
        }}>
          <NativeSelect label="Compare version" data={options} value={fromValue} onChange={(event) => setFrom(event.currentTarget.value)} w={150} />
          <NativeSelect label="with version" data={options} value={toValue} onChange={(event) => setTo(event.currentTarget.value)} w={150} />
          <Button type="submit" variant="light" disabled={fromValue === toValue}>
            Compare
          </Button>
        </Group>
      ) : null}
      <DataTable label="Versions" minWidth={720} striped verticalSpacing={6} columns={columns} rows={versions} rowKey={(version) => version.number} />
    </Stack>
  );
}
