import { Anchor, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';

import { ErrorAlert } from '@/components/ui/error-alert';
import { LabelledPagination } from '@/components/ui/labelled-pagination';
import { formatDateTime } from '@/lib/format';

import { useChecks } from '../api/get-checks';
import { CheckStateBadge } from './check-state-badge';

/** DRF's page size for this list (settings.REST_FRAMEWORK PAGE_SIZE). */
const PAGE_SIZE = 50;

/** Earlier checks of the plan, newest first; choosing one shows it. */
export function ChecksHistory({ planId, currentId, onOpen }: { planId: number; currentId: number | null; onOpen: (checkId: number) => void }) {
  const [page, setPage] = useState(1);
  const checks = useChecks(planId, page);
  if (checks.error) return <ErrorAlert error={checks.error} title="The earlier checks could not be loaded" />;
  if (!checks.data) return <Text size="sm">Loading the earlier checks…</Text>;
  if (checks.data.count === 0) return <Text size="sm">No checks of this plan yet.</Text>;
  const pages = Math.ceil(checks.data.count / PAGE_SIZE);
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={520} type="native">
        <Table verticalSpacing={4} aria-label="Earlier checks">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Check</Table.Th>
              <Table.Th scope="col">Version</Table.Th>
              <Table.Th scope="col">When</Table.Th>
              <Table.Th scope="col">By</Table.Th>
              <Table.Th scope="col">State</Table.Th>
              <Table.Th scope="col">Differences</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {checks.data.results.map((check) => {
              const summary = check.state === 'complete' ? check.diff.summary : null;
              return (
                <Table.Tr key={check.id} aria-current={check.id === currentId ? 'true' : undefined} bg={check.id === currentId ? 'indigo.0' : undefined}>
                  <Table.Td>
                    <Anchor component="button" type="button" size="sm" c="indigo.8" onClick={() => onOpen(check.id)}>
                      Check {check.id}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{check.version}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatDateTime(check.created_at)}</Text>
                  </Table.Td>
                  <Table.Td>{check.created_by ?? '—'}</Table.Td>
                  <Table.Td>
                    <CheckStateBadge state={check.state} />
                  </Table.Td>
                  <Table.Td>{summary ? summary.changed + summary.missing + summary.extra : '—'}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 ? (
        <Group justify="flex-end">
          <LabelledPagination total={pages} value={page} onChange={setPage} aria-label="Pages of earlier checks" />
        </Group>
      ) : null}
    </Stack>
  );
}
