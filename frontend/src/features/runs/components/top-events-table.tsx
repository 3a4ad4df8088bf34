import { Table, Text } from '@mantine/core';

import type { TopEventsMetric } from '../types';
import { formatNumber } from '../utils/format';
import { provenanceText } from '../utils/provenance';

/** The foreground wait events that took most DB time, from the report with the most DB time. */
export function TopEventsTable({ events }: { events: TopEventsMetric }) {
  return (
    <>
      <Table.ScrollContainer minWidth={620} type="native" tabIndex={0}>
        <Table striped aria-label="Top wait events" verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Event</Table.Th>
              <Table.Th scope="col">Wait class</Table.Th>
              <Table.Th scope="col" ta="right">
                Waits
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Time (s)
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Avg (ms)
              </Table.Th>
              <Table.Th scope="col" ta="right">
                % DB time
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {events.value.map((event, index) => (
              <Table.Tr key={`${event.name}-${index}`}>
                <Table.Td>{event.name}</Table.Td>
                <Table.Td>{event.wait_class ?? '—'}</Table.Td>
                <Table.Td ta="right">{formatNumber(event.waits, 0)}</Table.Td>
                <Table.Td ta="right">{formatNumber(event.time_s, 1)}</Table.Td>
                <Table.Td ta="right">{formatNumber(event.avg_ms, 2)}</Table.Td>
                <Table.Td ta="right">{formatNumber(event.pct_db_time, 1)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed" mt={4}>
        {provenanceText(events)}
      </Text>
    </>
  );
}
