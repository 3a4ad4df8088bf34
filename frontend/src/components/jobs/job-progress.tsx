import { Alert, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';

import { ErrorAlert } from '@/components/ui/error-alert';

import { type Job, useJob } from './get-job';
import { JobStateBadge } from './job-state-badge';

type JobProgressProps = {
  jobId: number;
  /** Human name for the job in labels, e.g. "Bundle render"; defaults to the job's kind. */
  label?: string;
  /** Called once when the job reaches succeeded or failed. */
  onFinished?: (job: Job) => void;
};

/**
 * Live progress of one background job: the only job widget, reused by every feature
 * that starts one. Polls GET /api/jobs/{id}/ while the job is queued or running.
 */
export function JobProgress({ jobId, label, onFinished }: JobProgressProps) {
  const { data: job, error, isPending } = useJob(jobId);
  const reported = useRef(false);

  const finished = job !== undefined && (job.state === 'succeeded' || job.state === 'failed');
  useEffect(() => {
    if (finished && job && !reported.current) {
      reported.current = true;
      onFinished?.(job);
    }
  }, [finished, job, onFinished]);

  if (isPending) {
    return (
      <Text size="sm" c="dimmed" role="status">
        Loading job {jobId}…
      </Text>
    );
  }
  if (!job) return <ErrorAlert error={error} title={`Job ${jobId} could not be loaded`} />;

  const name = label ?? job.kind;
  const colour = job.state === 'failed' ? 'red' : job.state === 'succeeded' ? 'green' : 'blue';

  return (
    <Paper withBorder p="md" radius="md" data-testid={`job-progress-${job.id}`}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={500}>
            {name} <Text span c="dimmed">#{job.id}</Text>
          </Text>
          <JobStateBadge state={job.state} />
        </Group>
        <Progress
          value={job.progress}
          color={colour}
          size="lg"
          striped={job.state === 'running'}
          animated={job.state === 'running'}
          aria-label={`Job ${job.id} progress`}
        />
        <Group justify="space-between">
          <Text size="sm" c="dimmed" aria-live="polite">
            {job.message || (job.state === 'queued' ? 'Waiting for a worker…' : '\u00a0')}
          </Text>
          <Text size="sm">{job.progress}%</Text>
        </Group>
        {job.state === 'failed' ? (
          <Alert color="red" variant="light" title="The job failed" role="alert">
            {job.error || 'No reason was given.'}
          </Alert>
        ) : null}
        {error ? <ErrorAlert error={error} title="Could not refresh this job" /> : null}
      </Stack>
    </Paper>
  );
}
