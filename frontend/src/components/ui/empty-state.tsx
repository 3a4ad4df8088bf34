import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type EmptyStateProps = {
  title: string;
  children: ReactNode;
  action?: ReactNode;
};

/** Says plainly that there is nothing here yet, and what will appear once there is. */
export function EmptyState({ title, children, action }: EmptyStateProps) {
  return (
    <Paper withBorder p="xl" radius="md" role="status">
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text c="dimmed" size="sm" component="div">
          {children}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}
