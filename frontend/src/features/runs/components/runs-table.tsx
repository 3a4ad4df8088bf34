import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from 'react-router';

import { type DataColumn, DataTable } from '@/components/ui/data-table';

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

const COLUMNS: readonly DataColumn<Run>[] = [
  {
    key: 'run',
    header: 'Run',
    width: WIDTH.run,
    cell: (run) => (
      <>
        <Anchor component={Link} to={`/runs/${run.id}`} fw={500}>
          {run.label}
        </Anchor>
        {run.workload ? (
          <Text size="xs" c="dimmed">
            {run.workload}
          </Text>
        ) : null}
      </>
    ),
  },
  { key: 'date', header: 'Date', nowrap: true, cell: (run) => formatDate(run.date) },
  {
    key: 'plan',
    header: 'Plan version',
    width: WIDTH.plan,
    cell: (run) =>
      run.plan ? (
        <Text span size="sm">
          {run.plan.name}{' '}
          <Text span size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            v{run.plan.version}
          </Text>
        </Text>
      ) : (
        <Missing />
      ),
  },
  { key: 'users', header: 'Users', align: 'right', cell: (run) => run.users ?? <Missing /> },
  { key: 'tags', header: 'Tags', width: WIDTH.tags, cell: (run) => <TagBadges tags={run.tags} size="xs" /> },
  { key: 'throughput', header: 'Throughput', align: 'right', nowrap: true, cell: (run) => <ThroughputCell run={run} /> },
  { key: 'cpu', header: 'CPU %', align: 'right', nowrap: true, cell: (run) => formatNumber(run.metrics?.cpu_util_pct?.value) },
  {
    key: 'files',
    header: 'Files',
    cell: (run) => (
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
    ),
  },
];

export function RunsTable({ runs }: { runs: Run[] }) {
  return (
    <DataTable
      label="Runs"
      minWidth={900}
      scroll={{ type: 'native', tabIndex: 0 }}
      striped
      highlightOnHover
      verticalSpacing="xs"
      columns={COLUMNS}
      rows={runs}
      rowKey={(run) => run.id}
    />
  );
}
