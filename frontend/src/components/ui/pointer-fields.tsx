import { List } from '@mantine/core';
import type { ReactNode } from 'react';

import { describePointer, type PointerLeaf, pointerLeaves } from '@/lib/pointer';

type Props = {
  /** Where the item or section sits in its document (its JSON pointer). */
  path: string;
  value: unknown;
  /** A field's value as text; its pointer lets a caller name an enumeration's value by its label. */
  format?: (pointer: string, value: PointerLeaf['value']) => string;
  /** What stands for an item with no field set. */
  empty: ReactNode;
  indent?: boolean;
};

/**
 * The set fields of a node, disk or section that a diff row stands for whole, one "field: value" line each, named
 * from the item's own path (the plan history's table and the comparisons' "What changed" show them alike). A value
 * such as an NFS mount's options is one long word: it wraps anywhere rather than widen a phone's page.
 */
export function PointerFields({ path, value, format = (_pointer, v) => String(v), empty, indent = false }: Props) {
  const leaves = pointerLeaves(value, path);
  if (leaves.length === 0) return <>{empty}</>;
  return (
    <List size="sm" spacing={0} listStyleType="none" withPadding={indent} aria-label={`Fields of ${describePointer(path)}`} style={{ overflowWrap: 'anywhere' }}>
      {leaves.map((leaf) => (
        <List.Item key={leaf.pointer}>
          {describePointer(leaf.pointer.slice(path.length))}: {format(leaf.pointer, leaf.value)}
        </List.Item>
      ))}
    </List>
  );
}

