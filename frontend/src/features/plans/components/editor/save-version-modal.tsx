import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';

type SaveVersionModalProps = {
  opened: boolean;
  nextNumber: number;
  saving: boolean;
  error: string | null;
  onClose: () => void;
  onSave: (comment: string) => void;
};

/** Asks for the version comment; keeps it when saving fails. */
export function SaveVersionModal({ opened, nextNumber, saving, error, onClose, onSave }: SaveVersionModalProps) {
  const [comment, setComment] = useState('');
  return (
    <Modal opened={opened} onClose={onClose} title={`Save version ${nextNumber}`}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSave(comment);
        }}
      >
        <Stack>
          <Textarea
            label="Comment"
            description="What changed and why; shown in the history."
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            maxLength={500}
            autosize
            minRows={2}
            data-autofocus
          />
          {error ? (
            <Alert color="red" variant="light" role="alert" title="The version was not saved">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button color="indigo.8" type="submit" loading={saving}>
              Save version
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
