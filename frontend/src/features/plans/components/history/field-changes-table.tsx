import { Code, Text } from '@mantine/core';

import { type DataColumn, DataTable } from '@/components/ui/data-table';

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
  const columns: readonly DataColumn<FieldChange>[] = [
    {
      key: 'field',
      header: 'Field',
      cell: (change) => (
        <>
          <Text size="sm">{describePointer(change.path)}</Text>
          <Code fz="xs" style={{ wordBreak: 'break-all' }}>
            {change.path}
          </Code>
        </>
      ),
    },
    {
      key: 'before',
      header: words.before,
      cell: (change) => (
        <Text size="sm" c={change.change === 'added' ? 'dimmed' : undefined}>
          {change.change === 'added' ? '(not set)' : show(change.path, change.before)}
        </Text>
      ),
    },
    {
      key: 'after',
      header: words.after,
      cell: (change) => (
        <Text size="sm" c={change.change === 'removed' ? 'dimmed' : undefined}>
          {change.change === 'removed' ? words.removed : show(change.path, change.after)}
        </Text>
      ),
    },
  ];
  return (
    // No forced width: at 390 px the three columns wrap instead of scrolling sideways.
    <DataTable label={label} minWidth={0} striped verticalSpacing={4} columns={columns} rows={changes} rowKey={(change) => change.path} empty={words.empty} />
  );
}
