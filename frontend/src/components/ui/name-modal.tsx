import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';

import { ApiError, errorMessage } from '@/lib/api/errors';

type NameModalProps = {
  title: string;
  submitLabel: string;
  initialName: string;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: (name: string) => void;
};

/** Asks for a plan name (rename, clone, import of an as-built cluster); the server's field errors appear under the field. */
export function NameModal({ title, submitLabel, initialName, pending, error, onClose, onSubmit }: NameModalProps) {
  const [name, setName] = useState(initialName);
  const nameError = error instanceof ApiError && error.forField('name').length ? error.forField('name').join(' ') : undefined;
  const other = error && !nameError ? errorMessage(error) : null;
  return (
    <Modal opened onClose={onClose} title={title}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(name);
        }}
      >
        <Stack>
          <TextInput label="Name" required value={name} onChange={(event) => setName(event.currentTarget.value)} error={nameError} maxLength={200} data-autofocus />
          {other ? (
            <Alert color="red" variant="light" role="alert">
              {other}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button color="indigo.8" type="submit" loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
