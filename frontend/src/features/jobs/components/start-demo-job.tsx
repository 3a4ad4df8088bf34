import { Button, Group, NumberInput, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { JobProgress } from '@/components/jobs';
import { ErrorAlert } from '@/components/ui/error-alert';
import { jobKeys } from '@/lib/api/resources/jobs';

import { useStartDemoJob } from '../api/start-demo-job';

const DEFAULT_STEPS = 5;

/** Starts a demo job in the current project and follows it with JobProgress. */
export function StartDemoJob({ projectId }: { projectId: number }) {
  const [steps, setSteps] = useState<number>(DEFAULT_STEPS);
  const start = useStartDemoJob();
  const queryClient = useQueryClient();
  // The history table polls more slowly; refresh it as soon as the job settles.
  const refreshHistory = () => queryClient.invalidateQueries({ queryKey: jobKeys.lists });

  return (
    <Stack gap="sm">
      <Group align="flex-end">
        <NumberInput
          label="Steps"
          min={1}
          max={50}
          clampBehavior="strict"
          allowDecimal={false}
          value={steps}
          onChange={(value) => setSteps(typeof value === 'number' ? value : DEFAULT_STEPS)}
          w={110}
        />
        <Button onClick={() => start.mutate({ project: projectId, steps })} loading={start.isPending}>
          Start demo job
        </Button>
      </Group>
      {start.error ? <ErrorAlert error={start.error} title="The demo job could not be started" /> : null}
      {start.data ? <JobProgress key={start.data.id} jobId={start.data.id} label="Demo job" onFinished={refreshHistory} /> : null}
    </Stack>
  );
}
