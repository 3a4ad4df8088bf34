import { Anchor, Badge, Button, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { ErrorAlert } from '@/components/ui/error-alert';
import { PageLoader } from '@/components/ui/page-loader';
import { errorMessage } from '@/lib/api/errors';
import { formatDateTime } from '@/lib/format';

import { useVersions } from '@/features/plans/api/get-versions';
import { useRestoreVersion } from '@/features/plans/api/restore-version';
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
      <Table.ScrollContainer minWidth={720}>
        <Table aria-label="Versions" striped verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Version</Table.Th>
              <Table.Th scope="col">Author</Table.Th>
              <Table.Th scope="col">Comment</Table.Th>
              <Table.Th scope="col">Score</Table.Th>
              <Table.Th scope="col">Findings</Table.Th>
              <Table.Th scope="col">Saved</Table.Th>
              <Table.Th scope="col">Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {versions.map((version, index) => (
              <Table.Tr key={version.number}>
                <Table.Td>
                  <Anchor c="indigo.8" component={Link} to={`/plans/${planId}/versions/${version.number}`}>
                    Version {version.number}
                  </Anchor>
                  {index === 0 ? (
                    <Badge ml={6} size="xs" variant="outline" color="gray.7">
                      latest
                    </Badge>
                  ) : null}
                </Table.Td>
                <Table.Td>{version.author ?? '—'}</Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={2}>
                    {version.comment || '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={scoreColour(version.score)} variant="filled" autoContrast>
                    {version.score}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <SeverityCountBadges counts={version.counts} />
                </Table.Td>
                <Table.Td>{formatDateTime(version.created_at)}</Table.Td>
                <Table.Td>
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
                        onClick={() =>
                          restore.mutate(
                            { planId, number: version.number },
                            {
                              onSuccess: (restored) => {
                                notifications.show({ color: 'green', title: `Version ${version.number} restored`, message: `Saved as version ${restored.number}.` });
                                onRestored?.(restored.number);
                              },
                              onError: (failure) => notifications.show({ color: 'red', title: 'Restore failed', message: errorMessage(failure) }),
                            },
                          )
                        }
                      >
                        Restore as new version
                      </Button>
                    ) : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
