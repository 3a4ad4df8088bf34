import { Progress, Text } from '@mantine/core';

import { JobStateBadge } from '@/components/jobs';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format';

import type { JobListJob } from '../api/get-jobs';

const COLUMNS: readonly DataColumn<JobListJob>[] = [
  { key: 'job', header: 'Job', cell: (job) => `#${job.id}` },
  { key: 'kind', header: 'Kind', cell: (job) => job.kind, td: { style: { whiteSpace: 'nowrap' } } },
  // a file, plan version or report name: shown as text, and broken anywhere so a long file name cannot widen the table
  {
    key: 'subject',
    header: 'Working on',
    cell: (job) => (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {job.subject || '—'}
      </Text>
    ),
  },
  { key: 'state', header: 'State', cell: (job) => <JobStateBadge state={job.state} /> },
  {
    key: 'progress',
    header: 'Progress',
    td: { miw: 140 },
    cell: (job) => (
      <Progress
        value={job.progress}
        color={job.state === 'failed' ? 'red' : job.state === 'succeeded' ? 'green' : 'blue'}
        aria-label={`Job ${job.id} progress in list`}
      />
    ),
  },
  {
    key: 'message',
    header: 'Message',
    cell: (job) => (
      <Text size="sm" lineClamp={2} c={job.state === 'failed' ? 'red' : undefined}>
        {job.state === 'failed' ? job.error || job.message : job.message}
      </Text>
    ),
  },
  { key: 'created', header: 'Created', cell: (job) => formatDateTime(job.created_at) },
];

export function JobsTable({ jobs }: { jobs: JobListJob[] }) {
  return <DataTable label="Jobs" minWidth={640} striped highlightOnHover columns={COLUMNS} rows={jobs} rowKey={(job) => job.id} />;
}
