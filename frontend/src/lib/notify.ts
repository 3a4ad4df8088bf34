import { notifications } from '@mantine/notifications';

import { errorMessage } from './api/errors';

/** A red notification titled with what failed and worded from the error; for actions that have no form to show it in. */
export function notifyFailure(title: string, error: unknown): void {
  notifications.show({ color: 'red', title, message: errorMessage(error) });
}
