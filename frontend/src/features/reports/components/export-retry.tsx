import { Button, Group, Text } from '@mantine/core';

import { useJob } from '@/components/jobs';

/**
 * What the export's job row says beyond its progress bar: while it waits, that it waits for the worker and that
 * Export PDF joins it rather than starting another; once it failed (the reason is shown above), a retry that starts
 * a new export.
 */
export function ExportRetry({ jobId, pending, onRetry }: { jobId: number; pending: boolean; onRetry: () => void }) {
  const { data: job } = useJob(jobId);
  if (!job) return null;
  if (job.state === 'queued') {
    return (
      <Text size="xs" c="dimmed" data-testid="pdf-export-waiting">
        The export is waiting for a worker to take it. Pressing Export PDF again joins this
        export (and sends it again if its message was lost) rather than starting a second one.
      </Text>
    );
  }
  if (job.state !== 'failed') return null;
  return (
    <Group gap="sm">
      <Button variant="light" color="red.9" onClick={onRetry} loading={pending}>
        Try the export again
      </Button>
    </Group>
  );
}
