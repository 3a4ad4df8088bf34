import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';

/** Catch-all for addresses the app does not know. */
export function NotFoundPage() {
  const location = useLocation();
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" gap="sm" maw={480}>
        <Text c="dimmed" fw={700} size="xl">
          404
        </Text>
        <Title order={1} ta="center">
          Page not found
        </Title>
        <Text ta="center" c="dimmed">
          Nothing lives at <code>{location.pathname}</code>. The address may be mistyped, or the page may have moved.
        </Text>
        <Button component={Link} to="/">
          Go to the home page
        </Button>
      </Stack>
    </Center>
  );
}
