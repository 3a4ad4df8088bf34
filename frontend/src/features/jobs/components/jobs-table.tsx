import { Progress, Table, Text } from '@mantine/core';

import { JobStateBadge } from '@/components/jobs';
import { formatDateTime } from '@/lib/format';

import type { JobListJob } from '../api/get-jobs';

export function JobsTable({ jobs }: { jobs: JobListJob[] }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover aria-label="Jobs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Job</Table.Th>
            <Table.Th scope="col">Kind</Table.Th>
            <Table.Th scope="col">State</Table.Th>
            <Table.Th scope="col">Progress</Table.Th>
            <Table.Th scope="col">Message</Table.Th>
            <Table.Th scope="col">Created</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jobs.map((job) => (
            <Table.Tr key={job.id}>
              <Table.Td>#{job.id}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{job.kind}</Table.Td>
              {/* Room for the longest state ("succeeded") so the badge is never cut by a long message. */}
              <Table.Td miw={112} style={{ whiteSpace: 'nowrap' }}>
                <JobStateBadge state={job.state} />
              </Table.Td>
              <Table.Td miw={140}>
                <Progress
                  value={job.progress}
                  color={job.state === 'failed' ? 'red' : job.state === 'succeeded' ? 'green' : 'blue'}
                  aria-label={`Job ${job.id} progress in list`}
                />
              </Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2} c={job.state === 'failed' ? 'red' : undefined}>
                  {job.state === 'failed' ? job.error || job.message : job.message}
                </Text>
              </Table.Td>
              <Table.Td>{formatDateTime(job.created_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
