import { List, Spoiler, Stack, Text } from '@mantine/core';
import { useCallback, useMemo } from 'react';

import type { TopologyDraft } from '@/features/plans/types';
import { describePointer } from '@/features/plans/utils/format';
import { getAt } from '@/features/plans/utils/json-pointer';
import { useStoreSelector } from '@/features/plans/utils/store';
import { useEditor } from './editor-context';

export type Provenance = {
  /** JSON pointer -> the files behind it ("rac1: etc/hosts, line 4", "derived: ..."). */
  sources: Record<string, string[]>;
  /** The saved version the sources describe. */
  document: TopologyDraft;
};

/**
 * An imported cluster's fields with the file and line each was read from. A field the user has changed since is no
 * longer the files' value and is left out.
 */
export function ProvenancePanel({ provenance }: { provenance: Provenance | null }) {
  const { document } = useEditor();
  const current = useStoreSelector(
    document,
    useCallback((doc: TopologyDraft) => doc, []),
  );
  const entries = useMemo(() => {
    if (!provenance) return [];
    return Object.entries(provenance.sources)
      .filter(([pointer]) => JSON.stringify(getAt(current, pointer)) === JSON.stringify(getAt(provenance.document, pointer)))
      .filter(([pointer]) => getAt(current, pointer) !== undefined)
      .sort(([a], [b]) => a.localeCompare(b, undefined, { numeric: true }));
  }, [current, provenance]);
  if (entries.length === 0) return null;
  const count = `${entries.length} field${entries.length === 1 ? '' : 's'}`;
  return (
    <section aria-label="Read from the cluster's files">
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          Read from the cluster&apos;s files: {count}
        </Text>
        <Spoiler maxHeight={72} showLabel="Show every field and its file" hideLabel="Show fewer">
          <List size="sm" spacing={2} aria-label="Fields and the files they were read from">
            {entries.map(([pointer, sources]) => (
              <List.Item key={pointer}>
                <Text span size="sm" fw={500}>
                  {describePointer(pointer)}
                </Text>
                <Text span size="sm" c="gray.7">
                  {' '}
                  — {sources.join('; ')}
                </Text>
              </List.Item>
            ))}
          </List>
        </Spoiler>
      </Stack>
    </section>
  );
}
