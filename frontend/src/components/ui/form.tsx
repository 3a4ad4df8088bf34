import { Alert, Button, Group, Modal, type ModalProps, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

/** The message of a refused submit that belongs to no field shown; nothing when there is none. */
export function FormAlert({ title, message }: { title?: string; message: ReactNode }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      {message}
    </Alert>
  );
}

type FormButtonsProps = {
  submitLabel: string;
  pending: boolean;
  /** Without it there is no Cancel button (a form that stands on its own page). */
  onCancel?: () => void;
  /** Forms whose cancel would leave a half-done write behind hold Cancel while the request runs. */
  holdCancelWhilePending?: boolean;
};

/** Cancel and submit, right-aligned, the submit showing that the request runs. */
export function FormButtons({ submitLabel, pending, onCancel, holdCancelWhilePending = false }: FormButtonsProps) {
  return (
    <Group justify="flex-end" gap="sm">
      {onCancel ? (
        <Button variant="default" onClick={onCancel} disabled={holdCancelWhilePending && pending}>
          Cancel
        </Button>
      ) : null}
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </Group>
  );
}

type FormModalProps = {
  opened?: boolean;
  title: string;
  size?: ModalProps['size'];
  submitLabel: string;
  pending: boolean;
  /** What went wrong beside the fields, shown above the buttons. */
  error?: ReactNode;
  errorTitle?: string;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
};

/** A dialog holding one form: its fields, the refusal that fits no field, Cancel and submit. */
export function FormModal({ opened = true, title, size, submitLabel, pending, error, errorTitle, onClose, onSubmit, children }: FormModalProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size}>
      <form onSubmit={submit}>
        <Stack>
          {children}
          <FormAlert title={errorTitle} message={error} />
          <FormButtons submitLabel={submitLabel} pending={pending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
