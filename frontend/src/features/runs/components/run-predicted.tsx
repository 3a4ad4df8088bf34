import { Alert, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';

import { PlanCheckCard } from '@/components/estimates';

import { useRunPredicted } from '../api/get-run-predicted';

/**
 * Beside the plan drift: whether the run delivered what its plan's estimate expected (against runs of the study
 * configuration the estimate is relative to), flagged when it falls outside the interval; or why it cannot be said.
 */
export function RunPredicted({ runId, updatedAt }: { runId: number; updatedAt: string }) {
  const headingId = useId();
  const { data, isPending, isError } = useRunPredicted(runId, updatedAt);
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        Against the plan’s estimate
      </Title>
      {isPending ? (
        <Text size="sm" role="status">
          Checking the run against its plan’s estimate…
        </Text>
      ) : isError ? (
        <Alert color="red" variant="light">
          The check against the plan’s estimate could not be loaded.
        </Alert>
      ) : (
        <PlanCheckCard check={data} heading={data.comparable ? `${data.label} against ${data.baseline}` : data.label} />
      )}
    </Stack>
  );
}
