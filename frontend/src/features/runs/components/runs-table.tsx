import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';

import type { Run } from '../types';
import { formatDate, formatNumber } from '../utils/format';
import { absoluteThroughput } from '../utils/throughput';
import { TagBadges } from './tag-badges';

function Missing({ why }: { why?: string }) {
  return (
    <Text span c="dimmed" title={why}>
      —
    </Text>
  );
}

/** Measured throughput with its unit; a dash (with the reason on hover) for runs that have none or only an index. */
function ThroughputCell({ run }: { run: Run }) {
  const tps = absoluteThroughput(run.metrics);
  if (tps !== null) return <>{`${formatNumber(tps)} tx/s`}</>;
  const indexOnly = run.metrics?.tps !== undefined;
  return <Missing why={indexOnly ? 'Only an index (reference run = 100) is known for this run' : 'No throughput measured'} />;
}

// Shares of the table width at 1280 px and wider: the text columns wrap inside their share instead of squeezing one
// another; the short numeric columns never wrap.
const WIDTH = { run: '24%', plan: '22%', tags: '22%' } as const;

export function RunsTable({ runs }: { runs: Run[] }) {
  return (
    <Table.ScrollContainer minWidth={900} type="native" tabIndex={0}>
      <Table striped highlightOnHover aria-label="Runs" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={WIDTH.run}>
              Run
            </Table.Th>
            <Table.Th scope="col" style={{ whiteSpace: 'nowrap' }}>
              Date
            </Table.Th>
            <Table.Th scope="col" w={WIDTH.plan}>
              Plan version
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Users
            </Table.Th>
            <Table.Th scope="col" w={WIDTH.tags}>
              Tags
            </Table.Th>
            <Table.Th scope="col" ta="right" style={{ whiteSpace: 'nowrap' }}>
              Throughput
            </Table.Th>
            <Table.Th scope="col" ta="right" style={{ whiteSpace: 'nowrap' }}>
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
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(run.date)}</Table.Td>
              <Table.Td>
                {run.plan ? (
                  <Text span size="sm">
                    {run.plan.name}{' '}
                    <Text span size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      v{run.plan.version}
                    </Text>
                  </Text>
                ) : (
                  <Missing />
                )}
              </Table.Td>
              <Table.Td ta="right">{run.users ?? <Missing />}</Table.Td>
              <Table.Td>
                <TagBadges tags={run.tags} size="xs" />
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                <ThroughputCell run={run} />
              </Table.Td>
              <Table.Td ta="right">{formatNumber(run.metrics?.cpu_util_pct?.value)}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Text span size="sm">
                    {run.file_count ?? 0}
                  </Text>
                  {run.failed_count ? (
                    <Badge color="red" variant="dot" size="sm" style={{ flexShrink: 0 }}>
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
