import { Alert, Badge, Group, SimpleGrid, Text } from '@mantine/core';

import { ErrorAlert } from '@/components/ui/error-alert';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';

import { HEALTH_POLL_INTERVAL_MS, HealthCheckCard, useHealth } from '@/features/health';

function latency(ms: number | null | undefined): string | null {
  return ms == null ? null : `Latency ${ms < 10 ? ms.toFixed(1) : Math.round(ms)} ms`;
}

export function HealthPage() {
  const { data: health, error, isPending, dataUpdatedAt } = useHealth();

  return (
    <>
      <PageHeader
        title="Health"
        description={`State of the service and what it depends on, refreshed every ${HEALTH_POLL_INTERVAL_MS / 1000} seconds.`}
      />
      {isPending ? <PageLoader label="Loading health" /> : null}
      {error ? <ErrorAlert error={error} title="The health check could not be reached" /> : null}
      {health ? (
        <>
          <Group mb="md" gap="sm">
            <Text>Overall</Text>
            <Badge color={health.status === 'ok' ? 'green' : 'red'} size="lg" variant="light">
              {health.status === 'ok' ? 'Healthy' : 'Degraded'}
            </Badge>
            <Text size="sm" c="dimmed">
              Version {health.version || 'unknown'}
              {dataUpdatedAt ? ` · checked ${new Date(dataUpdatedAt).toLocaleTimeString()}` : ''}
            </Text>
          </Group>
          {health.status !== 'ok' ? (
            <Alert color="red" variant="light" mb="md" title="Some checks are failing">
              Pages that start background work may not make progress until the failing parts recover.
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <HealthCheckCard
              name="Database"
              ok={health.checks.database.ok}
              detail={health.checks.database.detail}
              measurement={latency(health.checks.database.latency_ms)}
            />
            <HealthCheckCard
              name="Broker"
              ok={health.checks.broker.ok}
              detail={health.checks.broker.detail}
              measurement={latency(health.checks.broker.latency_ms)}
            />
            <HealthCheckCard
              name="Workers"
              ok={health.checks.workers.ok}
              detail={health.checks.workers.detail}
              measurement={
                health.checks.workers.count == null
                  ? null
                  : `${health.checks.workers.count} worker${health.checks.workers.count === 1 ? '' : 's'} on the job queue`
              }
            />
          </SimpleGrid>
        </>
      ) : null}
    </>
  );
}
