import { Table, Text, Tooltip } from '@mantine/core';

import { OS_HOST_KEYS, type OsHostKey, type RunMetrics } from '../types';
import { provenanceText } from '../utils/provenance';

const HEADINGS: Record<OsHostKey, string> = {
  cpu_busy_pct: 'CPU busy %',
  cpu_iowait_pct: 'iowait %',
  cpu_steal_pct: 'steal %',
  run_queue: 'Run queue',
  iops: 'IOPS',
  read_iops: 'Reads/s',
  write_iops: 'Writes/s',
  read_mb_s: 'Read MB/s',
  write_mb_s: 'Write MB/s',
};

function formatFigure(value: number | undefined): string {
  if (value === undefined) return '—';
  return value.toLocaleString('en', { maximumFractionDigits: value >= 100 ? 0 : 2 });
}

/** The run's OS averages per host; each figure's tooltip names the file and tool it came from. */
export function OsHostsTable({ metrics }: { metrics: RunMetrics | null | undefined }) {
  const hosts = Object.entries(metrics?.os?.value ?? {}).sort(([a], [b]) => a.localeCompare(b));
  const interconnect = metrics?.interconnect_os_mb_s;
  if (hosts.length === 0) return null;
  return (
    <>
      <Table.ScrollContainer minWidth={760}>
        <Table striped aria-label="OS averages per host">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Host</Table.Th>
              {OS_HOST_KEYS.map((key) => (
                <Table.Th key={key} ta="right">
                  {HEADINGS[key]}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {hosts.map(([host, figures]) => (
              <Table.Tr key={host}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{host}</Table.Td>
                {OS_HOST_KEYS.map((key) => {
                  const figure = figures[key];
                  return (
                    <Table.Td key={key} ta="right">
                      {figure ? (
                        <Tooltip label={provenanceText(figure)} multiline w={280} withArrow>
                          <span tabIndex={0}>{formatFigure(figure.value)}</span>
                        </Tooltip>
                      ) : (
                        '—'
                      )}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {interconnect ? (
        <Text size="sm" mt="xs">
          Interconnect traffic measured by the OS on {interconnect.interface} (the plan's interconnect interface):{' '}
          <strong>{formatFigure(interconnect.value)} MB/s</strong> received plus sent. {provenanceText(interconnect, 'sum')}
        </Text>
      ) : null}
    </>
  );
}
