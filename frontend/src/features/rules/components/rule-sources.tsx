import { List, Text } from '@mantine/core';

import type { Rule } from '../types';

/** The study files and section headings a rule is based on. */
export function RuleSources({ sources, headingId }: { sources: Rule['sources']; headingId?: string }) {
  if (sources.length === 0) return null;
  return (
    <div>
      <Text size="sm" fw={600} id={headingId}>
        Sources
      </Text>
      <List size="sm" spacing={2} aria-labelledby={headingId}>
        {sources.map((source) => (
          <List.Item key={`${source.document}#${source.section}`}>
            <Text span ff="monospace" size="xs">
              {source.document}
            </Text>{' '}
            — “{source.section}”
          </List.Item>
        ))}
      </List>
    </div>
  );
}
