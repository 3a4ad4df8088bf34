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

/** What the table calls its two sides, its empty state and a leaf only the first side has. */
type FieldChangesWording = { before: string; after: string; empty: string; removed: string };

const VERSION_WORDING: FieldChangesWording = { before: 'Before', after: 'After', empty: 'No field changed.', removed: '(removed)' };

type FieldChangesTableProps = { changes: readonly FieldChange[]; label?: string; wording?: Partial<FieldChangesWording> };

/** Fields changed between two documents, with the value before and after (or, with `wording`, planned and actual). */
export function FieldChangesTable({ changes, label = 'Fields changed', wording }: FieldChangesTableProps) {
  const words = { ...VERSION_WORDING, ...wording };
  if (changes.length === 0) return <Text size="sm">{words.empty}</Text>;
  return (
    // No forced width: at 390 px the three columns wrap instead of scrolling sideways.
    <Table.ScrollContainer minWidth={0}>
      <Table aria-label={label} striped verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Field</Table.Th>
            <Table.Th scope="col">{words.before}</Table.Th>
            <Table.Th scope="col">{words.after}</Table.Th>
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
                  {change.change === 'removed' ? words.removed : show(change.path, change.after)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
