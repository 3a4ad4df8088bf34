import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import classes from './code.module.css';

/**
 * The shared EmptyState with body text dark enough for 4.5:1 (its dimmed grey measures about 3.3:1 on white,
 * which axe reports); drop this for EmptyState once the theme's dimmed colour is darkened.
 */
export function EmptyNote({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="xl" radius="md" role="status">
      <Stack gap="xs" align="flex-start">
        <Title order={3} size="h5">
          {title}
        </Title>
        <Text size="sm" component="div" className={classes.muted}>
          {children}
        </Text>
      </Stack>
    </Paper>
  );
}
