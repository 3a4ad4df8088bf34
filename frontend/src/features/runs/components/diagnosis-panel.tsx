import { Anchor, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

import { SeverityBadge } from '@/components/ui/severity-badge';

import type { Diagnosis, DriftItem, ResultFinding } from '../types';

function show(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function DriftTable({ drift }: { drift: DriftItem[] }) {
  return (
    <Table.ScrollContainer minWidth={560} type="native" tabIndex={0}>
      <Table aria-label="Drift from the plan" verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Setting</Table.Th>
            <Table.Th scope="col">Plan</Table.Th>
            <Table.Th scope="col">Measured</Table.Th>
            <Table.Th scope="col">What differs</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {drift.map((item) => (
            <Table.Tr key={`${item.parameter}-${item.path}-${show(item.measured)}`}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {item.parameter}
                </Text>
                <Text size="xs" c="dimmed" ff="monospace">
                  {item.path}
                </Text>
              </Table.Td>
              <Table.Td>{show(item.plan)}</Table.Td>
              <Table.Td>{show(item.measured)}</Table.Td>
              <Table.Td>{item.message}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function FindingCard({ finding }: { finding: ResultFinding }) {
  return (
    <Paper withBorder p="sm" radius="md" component="article" aria-label={`${finding.rule}: ${finding.title}`}>
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <SeverityBadge severity={finding.severity} />
          <Anchor component={Link} to={`/rules/${encodeURIComponent(finding.rule)}`} size="sm" ff="monospace">
            {finding.rule}
          </Anchor>
          <Text fw={600} size="sm">
            {finding.title}
          </Text>
        </Group>
        <Text size="sm">{finding.message}</Text>
        {finding.evidence ? (
          <Text size="sm" c="dimmed">
            <Text span fw={500} c="dark">
              Evidence:{' '}
            </Text>
            {/* The catalogue hard-wraps its texts; the line breaks are not meant to show. */}
            {finding.evidence.replace(/\s*\n\s*/g, ' ')}
          </Text>
        ) : null}
        {finding.sources.length > 0 ? (
          <div>
            <Text size="xs" fw={500}>
              Sources
            </Text>
            <List size="xs" spacing={2}>
              {finding.sources.map((source) => (
                <List.Item key={`${source.document}#${source.section}`}>
                  {source.document} — “{source.section}”
                </List.Item>
              ))}
            </List>
          </div>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** What the reports say against the linked plan (drift), and what the result-side rules found. */
export function DiagnosisPanel({ diagnosis, hasPlan, hasParsedReports }: { diagnosis: Diagnosis | null; hasPlan: boolean; hasParsedReports: boolean }) {
  const drift = diagnosis?.drift ?? [];
  const findings = diagnosis?.findings ?? [];
  return (
    <Stack gap="md">
      <section aria-labelledby="drift-heading">
        <Title order={3} size="h5" id="drift-heading" mb={6}>
          Drift from the plan
        </Title>
        {!hasPlan ? (
          <Text size="sm" c="dimmed">
            Link a plan version to compare what the reports show with what was planned.
          </Text>
        ) : !hasParsedReports ? (
          <Text size="sm" c="dimmed">
            Nothing to check yet: drift is read from parsed reports, and this run has none.
          </Text>
        ) : drift.length === 0 ? (
          <Text size="sm" c="dimmed">
            The parsed reports agree with the plan on every setting that is checked.
          </Text>
        ) : (
          <DriftTable drift={drift} />
        )}
      </section>
      <section aria-labelledby="findings-heading">
        <Title order={3} size="h5" id="findings-heading" mb={6}>
          Findings from the results
        </Title>
        {findings.length === 0 ? (
          <Text size="sm" c="dimmed">
            {hasParsedReports ? 'No result rule fired for this run.' : 'No result rules were checked: this run has no parsed report yet.'}
          </Text>
        ) : (
          <Stack gap="sm">
            {findings.map((finding, index) => (
              <FindingCard key={`${finding.rule}-${index}`} finding={finding} />
            ))}
          </Stack>
        )}
      </section>
    </Stack>
  );
}
