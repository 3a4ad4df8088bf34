import { Badge, Group, Text } from '@mantine/core';

import type { Tags } from '../types';
import { tagsToList } from '../utils/tags';

/** A run's tags as small chips; a dash when it has none. */
export function TagBadges({ tags, size = 'sm' }: { tags: Tags | null | undefined; size?: 'xs' | 'sm' | 'md' }) {
  const list = tagsToList(tags);
  if (list.length === 0) {
    return (
      <Text span size="sm" c="dimmed">
        —
      </Text>
    );
  }
  return (
    <Group gap={4} wrap="wrap">
      {list.map((tag) => (
        <Badge key={tag} size={size} variant="default" tt="none" maw="100%" title={tag}>
          {tag}
        </Badge>
      ))}
    </Group>
  );
}
