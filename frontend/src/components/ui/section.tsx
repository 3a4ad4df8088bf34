import { Card, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type SectionProps = { id: string; title: string; actions?: ReactNode; children: ReactNode };

/** A titled card; the title (an h2) names the section for assistive technology. */
export function Section({ id, title, actions, children }: SectionProps) {
  return (
    <Card withBorder radius="md" component="section" aria-labelledby={id} style={{ minWidth: 0 }}>
      <Group justify="space-between" mb="sm" gap="xs" wrap="wrap">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Card>
  );
}
