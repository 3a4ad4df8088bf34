import { Alert } from '@mantine/core';

import { errorMessage } from '@/lib/api/errors';

type ErrorAlertProps = {
  error: unknown;
  title?: string;
};

/** A red alert with a readable sentence for any failed request. */
export function ErrorAlert({ error, title = 'Something went wrong' }: ErrorAlertProps) {
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      {errorMessage(error)}
    </Alert>
  );
}
