import { Code, Table, Text } from '@mantine/core';

import type { FieldChange, JsonValue } from '@/features/plans/types';
import { describePointer } from '@/features/plans/utils/format';

function show(value: JsonValue): string {
  if (value === null) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Fields changed between two documents, with the value before and after. */
export function FieldChangesTable({ changes, label = 'Fields changed' }: { changes: readonly FieldChange[]; label?: string }) {
  if (changes.length === 0) return <Text size="sm">No field changed.</Text>;
  return (
    <Table.ScrollContainer minWidth={480}>
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
                <Code fz="xs">{change.path}</Code>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={change.change === 'added' ? 'dimmed' : undefined}>
                  {change.change === 'added' ? '(not set)' : show(change.before)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={change.change === 'removed' ? 'dimmed' : undefined}>
                  {change.change === 'removed' ? '(removed)' : show(change.after)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
