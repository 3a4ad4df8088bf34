import { Textarea } from '@mantine/core';
import { useState } from 'react';

import { FormModal } from '@/components/ui/form';

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
    <FormModal
      opened={opened}
      title={`Save version ${nextNumber}`}
      submitLabel="Save version"
      pending={saving}
      error={error}
      errorTitle="The version was not saved"
      onClose={onClose}
      onSubmit={() => onSave(comment)}
    >
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
    </FormModal>
  );
}
