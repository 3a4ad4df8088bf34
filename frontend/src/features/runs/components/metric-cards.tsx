import { Group, Paper, SimpleGrid, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useId } from 'react';

import { METRICS } from '@/lib/api/vocabulary';

import type { Metric, NumericMetricKey, RunMetrics } from '../types';
import { cardsFor } from '../utils/cards';
import { formatNumber } from '../utils/format';
import { provenanceText, sourceLine } from '../utils/provenance';

type MetricDefinition = (typeof METRICS)[NumericMetricKey];

type CardProps = {
  metricKey: NumericMetricKey;
  definition: MetricDefinition;
  metric: Metric | undefined;
  mainFile: number | null | undefined;
};

function MetricCard({ metricKey, definition, metric, mainFile }: CardProps) {
  const labelId = useId();
  const source = metric ? provenanceText(metric, definition.combine) : 'Not found in any parsed file of this run.';
  const line = metric ? sourceLine(metric, mainFile) : null;
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-labelledby={labelId} data-metric={metricKey}>
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
        {metric && definition.short_unit ? (
          <Text span fz="sm" fw={400} c="dimmed" ml={4}>
            {definition.short_unit}
          </Text>
        ) : null}
      </Text>
      {metric?.plus_minus != null ? (
        // calculated from rounded figures: the range their rounding allows (a text report prints fewer decimals)
        <Text size="xs" c="dimmed">
          ± {formatNumber(metric.plus_minus, definition.digits)} (from rounded figures)
        </Text>
      ) : null}
      {line ? (
        // every card names its source; one read from another file than the main report says so
        <Text size="xs" c={line.other ? undefined : 'dimmed'} fw={line.other ? 600 : undefined} data-source-other={line.other || undefined} style={{ overflowWrap: 'anywhere' }}>
          {line.text}
          {line.other ? ' (not the main report)' : ''}
        </Text>
      ) : null}
    </Paper>
  );
}

/**
 * The headline numbers of a run, each naming the file it was read from (the report section and why in its
 * tooltip), its driver's throughput first.
 */
export function MetricCards({ metrics }: { metrics: RunMetrics | null }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {cardsFor(metrics?.driver?.throughput).map((key) => (
        <MetricCard key={key} metricKey={key} definition={METRICS[key]} metric={metrics?.[key]} mainFile={metrics?.main_report?.file} />
      ))}
    </SimpleGrid>
  );
}
