import { TextInput } from '@mantine/core';
import { useState } from 'react';

import { ApiError, errorMessage } from '@/lib/api/errors';

import { FormModal } from './form';

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
    <FormModal title={title} submitLabel={submitLabel} pending={pending} error={other} onClose={onClose} onSubmit={() => onSubmit(name)}>
      <TextInput label="Name" required value={name} onChange={(event) => setName(event.currentTarget.value)} error={nameError} maxLength={200} data-autofocus />
    </FormModal>
  );
}
