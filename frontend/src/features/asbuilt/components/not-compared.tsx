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
        <>
          <Text size="sm">The plan renders these files, but they were not uploaded:</Text>
          <List size="sm" spacing={2} mb={diff.unplanned_nodes.length ? 'xs' : 0}>
            {diff.not_uploaded.map((item) => (
              <List.Item key={`${item.node}-${item.kind}`}>
                {item.node}: {item.kind_label} ({item.files.join(', ')})
              </List.Item>
            ))}
          </List>
        </>
      ) : null}
      {diff.unplanned_nodes.length > 0 ? (
        <Text size="sm">Files came from nodes the plan does not have: {diff.unplanned_nodes.join(', ')}.</Text>
      ) : null}
    </Alert>
  );
}
