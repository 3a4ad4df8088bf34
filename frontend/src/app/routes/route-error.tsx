import { Alert, Button, Center, Stack } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** Shown when a route itself fails (a chunk that cannot be fetched after a deploy, a render error). */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <Center mih="60vh" p="md">
      <Stack maw={520}>
        <Alert color="red" title="Something went wrong" role="alert">
          {message}. Reloading the page usually helps after an update.
        </Alert>
        <Button component={Link} to="/" variant="default">
          Go to the home page
        </Button>
      </Stack>
    </Center>
  );
}
