import { Alert, List, Text } from '@mantine/core';

import type { AsBuiltCheck } from '../types';

/**
 * What the diff could not look at: planned files a node did not upload, and node folders the plan does not have.
 * Both are reminders, not differences.
 */
export function NotCompared({ diff }: { diff: AsBuiltCheck['diff'] }) {
  if (diff.not_uploaded.length === 0 && diff.unplanned_nodes.length === 0) return null;
  return (
    <Alert color="gray" variant="light" title="Not compared" mt="sm">
      {diff.not_uploaded.length > 0 ? (
        <details>
          <summary style={{ cursor: 'pointer', fontSize: 'var(--mantine-font-size-sm)' }}>
            {diff.not_uploaded.length} planned {diff.not_uploaded.length === 1 ? 'file kind was' : 'file kinds were'} not uploaded
          </summary>
          <List size="sm" spacing={2} mt={4} mb={diff.unplanned_nodes.length ? 'xs' : 0}>
            {diff.not_uploaded.map((item) => (
              <List.Item key={`${item.node}-${item.kind}`}>
                {item.node}: {item.kind_label} ({item.files.join(', ')})
              </List.Item>
            ))}
          </List>
        </details>
      ) : null}
      {diff.unplanned_nodes.length > 0 ? (
        <Text size="sm">Files came from nodes the plan does not have: {diff.unplanned_nodes.join(', ')}.</Text>
      ) : null}
    </Alert>
  );
}
