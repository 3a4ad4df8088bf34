import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';

import type { Run } from '../types';
import { formatDate, formatNumber } from '../utils/format';
import { TagBadges } from './tag-badges';

export function RunsTable({ runs }: { runs: Run[] }) {
  return (
    <Table.ScrollContainer minWidth={860} type="native" tabIndex={0}>
      <Table striped highlightOnHover aria-label="Runs" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Run</Table.Th>
            <Table.Th scope="col">Date</Table.Th>
            <Table.Th scope="col">Plan version</Table.Th>
            <Table.Th scope="col" ta="right">
              Users
            </Table.Th>
            <Table.Th scope="col">Tags</Table.Th>
            <Table.Th scope="col" ta="right">
              TPS
            </Table.Th>
            <Table.Th scope="col" ta="right">
              CPU %
            </Table.Th>
            <Table.Th scope="col">Files</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {runs.map((run) => (
            <Table.Tr key={run.id}>
              <Table.Td>
                <Anchor component={Link} to={`/runs/${run.id}`} fw={500}>
                  {run.label}
                </Anchor>
                {run.workload ? (
                  <Text size="xs" c="dimmed">
                    {run.workload}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{formatDate(run.date)}</Table.Td>
              <Table.Td>{run.plan ? `${run.plan.name} v${run.plan.version}` : <Text span c="dimmed">—</Text>}</Table.Td>
              <Table.Td ta="right">{run.users ?? '—'}</Table.Td>
              <Table.Td>
                <TagBadges tags={run.tags} size="xs" />
              </Table.Td>
              <Table.Td ta="right">{formatNumber(run.metrics?.tps?.value)}</Table.Td>
              <Table.Td ta="right">{formatNumber(run.metrics?.cpu_util_pct?.value)}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Text span size="sm">
                    {run.file_count ?? 0}
                  </Text>
                  {run.failed_count ? (
                    <Badge color="red" variant="dot" size="sm">
                      {run.failed_count} failed
                    </Badge>
                  ) : null}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
