import { Badge, Card, Group, Text, Title } from '@mantine/core';

type HealthCheckCardProps = {
  name: string;
  ok: boolean;
  detail: string;
  /** A short measurement line, e.g. "12 ms" or "2 workers". */
  measurement?: string | null;
};

/** One dependency of the service: green OK or red Down, with the server's explanation. */
export function HealthCheckCard({ name, ok, detail, measurement }: HealthCheckCardProps) {
  const headingId = `health-${name.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card withBorder radius="md" component="section" aria-labelledby={headingId} data-ok={ok}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id={headingId}>
          {name}
        </Title>
        <Badge color={ok ? 'green' : 'red'} variant="filled" size="lg">
          {ok ? 'OK' : 'Down'}
        </Badge>
      </Group>
      <Text size="sm">{detail || (ok ? 'Working normally.' : 'No detail was reported.')}</Text>
      {measurement ? (
        <Text size="sm" c="dimmed" mt={4}>
          {measurement}
        </Text>
      ) : null}
    </Card>
  );
}
