import { Alert, Badge, Button, Group, List, Stack, Text } from '@mantine/core';

import { notifyFailure } from '@/lib/notify';

import { useSetFileBelongs } from '../api/set-file-belongs';
import type { FileCheck, RunDriver, RunMetrics } from '../types';
import { cardsFor } from '../utils/cards';
import { shortName } from '../utils/provenance';

const THROUGHPUT_WORDS: Record<string, string> = {
  physical_reads_per_s: 'physical reads',
  logical_reads_per_s: 'logical reads',
  redo_mb_s: 'redo',
  nopm: 'new orders per minute (NOPM)',
  tps: 'transactions per second',
};

function listWords(words: string[]): string {
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** Whether some card of the run reads a file other than the main report. */
function mixed(metrics: RunMetrics): boolean {
  const main = metrics.main_report?.file;
  if (main == null) return false;
  return cardsFor(metrics.driver?.throughput).some((key) =>
    (metrics[key]?.sources ?? []).some((s) => s.file !== null && s.file !== main),
  );
}

function DriverLine({ driver }: { driver: RunDriver | undefined }) {
  if (!driver) return null;
  const measure = driver.throughput.map((k) => THROUGHPUT_WORDS[k] ?? k);
  const judged = driver.throughput.some((k) => k.endsWith('_per_s')) ? `${listWords(measure)} per second` : listWords(measure);
  if (driver.value === null) {
    return (
      <Text size="sm" data-testid="run-driver">
        Workload driver: not recognised (no slob.conf, HammerDB log or Swingbench results, and no trace of one in the reports), so throughput is transactions per second.
      </Text>
    );
  }
  return (
    <Stack gap={2} data-testid="run-driver">
      <Text size="sm">
        Workload driver: <b>{driver.label}</b>, so throughput is {judged}
        {driver.throughput.includes('tps') ? '' : ', not transactions per second'}.
      </Text>
      <List size="xs" c="dimmed" spacing={0}>
        {driver.evidence.map((e) => (
          <List.Item key={e.file} style={{ overflowWrap: 'anywhere' }}>
            {shortName(e.name)}: {e.detail}
            {e.driver !== driver.value ? ` (another driver: ${e.driver})` : ''}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

function CheckItem({ check, runId, canWrite }: { check: FileCheck; runId: number; canWrite: boolean }) {
  const belongs = useSetFileBelongs(runId);
  const toggle = () =>
    belongs.mutate(
      { fileId: check.file, belongs: !check.accepted },
      { onError: (problem) => notifyFailure('Could not change the file', problem) },
    );
  return (
    <Group gap="xs" wrap="wrap" justify="space-between" data-file-check={check.code} data-file={check.file}>
      <Text size="sm" style={{ overflowWrap: 'anywhere', flex: '1 1 16rem' }}>
        <b>{shortName(check.name)}</b>: {check.message}
        {check.accepted ? '. Counted: a contributor said it belongs to this run.' : check.code === 'duplicate' ? '.' : '. Not used for the metrics.'}{' '}
        {check.truncated ? (
          <Badge size="xs" variant="outline" color="gray.8">
            cut short
          </Badge>
        ) : null}
      </Text>
      {canWrite && check.code !== 'duplicate' ? (
        <Button size="xs" variant="default" loading={belongs.isPending} onClick={toggle}>
          {check.accepted ? 'Set it aside again' : 'It belongs to this run'}
        </Button>
      ) : null}
    </Group>
  );
}

/**
 * Where the run's figures come from: the main report (database, instances, period), the workload driver and what
 * shows it, and the files set aside because they describe another database, instance or period, each with the
 * button that says it belongs after all (contributors).
 */
export function RunSources({ runId, metrics, canWrite }: { runId: number; metrics: RunMetrics | null; canWrite: boolean }) {
  if (!metrics) return null;
  const main = metrics.main_report;
  const checks = metrics.file_checks ?? [];
  const setAside = checks.filter((c) => !c.accepted && c.code !== 'duplicate');
  return (
    <Stack gap="xs" data-testid="run-sources">
      {main ? (
        <Text size="sm">
          Every figure is read from <b style={{ overflowWrap: 'anywhere' }}>{shortName(main.name)}</b>
          {main.database ? `: database ${main.database}` : ''}
          {main.instances.length ? `, ${main.instances.length > 1 ? 'instances' : 'instance'} ${main.instances.join(', ')}` : ''}
          {main.window ? `, ${main.window}` : ''}
          {mixed(metrics) ? ', except the cards marked “not the main report”' : ''}. {main.reason}
          {main.truncated ? ' It is cut short: some sections are missing.' : ''}
        </Text>
      ) : null}
      <DriverLine driver={metrics.driver} />
      {checks.length > 0 ? (
        <Alert
          color={setAside.length ? 'orange' : 'gray'}
          variant="light"
          title={setAside.length ? `${setAside.length} file${setAside.length > 1 ? 's' : ''} set aside: not from this run's database, instance or period` : 'Files checked against the main report'}
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          <Stack gap="xs">
            {checks.map((check) => (
              <CheckItem key={check.file} check={check} runId={runId} canWrite={canWrite} />
            ))}
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}
