import { Code, Table, Text } from '@mantine/core';

import type { FieldChange } from '@/features/plans/types';
import { describePointer } from '@/features/plans/utils/format';
import { labelForField } from '@/features/plans/utils/labels';

/** A value as people read it: an enumeration's label ("HiperSockets", not "hipersockets"), else the value. */
function show(path: string, value: FieldChange['before']): string {
  if (value === null) return '—';
  if (typeof value === 'string' || typeof value === 'number') return labelForField(path, value);
  return JSON.stringify(value);
}

/** Fields changed between two documents, with the value before and after. */
export function FieldChangesTable({ changes, label = 'Fields changed' }: { changes: readonly FieldChange[]; label?: string }) {
  if (changes.length === 0) return <Text size="sm">No field changed.</Text>;
  return (
    // No forced width: at 390 px the three columns wrap instead of scrolling sideways.
    <Table.ScrollContainer minWidth={0}>
      <Table aria-label={label} striped verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Field</Table.Th>
            <Table.Th scope="col">Before</Table.Th>
            <Table.Th scope="col">After</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map((change) => (
            <Table.Tr key={change.path}>
              <Table.Td>
                <Text size="sm">{describePointer(change.path)}</Text>
                <Code fz="xs" style={{ wordBreak: 'break-all' }}>
                  {change.path}
                </Code>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={change.change === 'added' ? 'dimmed' : undefined}>
                  {change.change === 'added' ? '(not set)' : show(change.path, change.before)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={change.change === 'removed' ? 'dimmed' : undefined}>
                  {change.change === 'removed' ? '(removed)' : show(change.path, change.after)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
