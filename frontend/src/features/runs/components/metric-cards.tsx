import { Group, Paper, SimpleGrid, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useId } from 'react';

import type { Metric, RunMetrics } from '../types';
import { formatNumber } from '../utils/format';
import { METRIC_CARDS, type MetricDefinition } from '../utils/metric-definitions';
import { provenanceText } from '../utils/provenance';

function MetricCard({ definition, metric }: { definition: MetricDefinition; metric: Metric | undefined }) {
  const labelId = useId();
  const source = metric ? provenanceText(metric, definition.combine) : 'Not found in any parsed file of this run.';
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-labelledby={labelId} data-metric={definition.key}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text size="sm" c="dimmed" id={labelId}>
          {definition.label}
        </Text>
        <Tooltip label={source} multiline w={280} withArrow events={{ hover: true, focus: true, touch: true }}>
          <UnstyledButton
            aria-label={`Source of ${definition.label}`}
            fz="xs"
            c="indigo.8"
            td="underline"
            style={{ whiteSpace: 'nowrap' }}
          >
            source
          </UnstyledButton>
        </Tooltip>
      </Group>
      <Text fz={24} fw={600} lh={1.3}>
        {formatNumber(metric?.value, definition.digits)}
        {metric && definition.unit ? (
          <Text span fz="sm" fw={400} c="dimmed" ml={4}>
            {definition.unit}
          </Text>
        ) : null}
      </Text>
      {metric?.plus_minus != null ? (
        // calculated from rounded figures: the range their rounding allows (a text report prints fewer decimals)
        <Text size="xs" c="dimmed">
          ± {formatNumber(metric.plus_minus, definition.digits)} (from rounded figures)
        </Text>
      ) : null}
    </Paper>
  );
}

/** The headline numbers of a run, each naming the file and report section it was read from. */
export function MetricCards({ metrics }: { metrics: RunMetrics | null }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {METRIC_CARDS.map((definition) => (
        <MetricCard key={definition.key} definition={definition} metric={metrics?.[definition.key]} />
      ))}
    </SimpleGrid>
  );
}
