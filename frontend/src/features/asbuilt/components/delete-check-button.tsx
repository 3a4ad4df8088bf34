import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';

import { ErrorAlert } from '@/components/ui/error-alert';

import { useDeleteCheck } from '../api/delete-check';

type DeleteCheckButtonProps = { planId: number; checkId: number; onDeleted: () => void };

/** "Delete check": asks first, then deletes the check and its uploaded files (the plan stays as it is). */
export function DeleteCheckButton({ planId, checkId, onDeleted }: DeleteCheckButtonProps) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteCheck(planId);
  const close = () => {
    remove.reset();
    setOpen(false);
  };
  return (
    <>
      <Button variant="default" color="red" c="red.9" onClick={() => setOpen(true)}>
        Delete check
      </Button>
      <Modal opened={open} onClose={close} title={`Delete check ${checkId}?`} closeButtonProps={{ 'aria-label': 'Close' }}>
        <Stack gap="sm">
          <Text size="sm">The check, its uploaded files, findings and differences are deleted. The plan is not changed.</Text>
          {remove.error ? <ErrorAlert error={remove.error} title="The check could not be deleted" /> : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              Keep it
            </Button>
            <Button
              color="red.9"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(checkId, {
                  onSuccess: () => {
                    setOpen(false);
                    onDeleted();
                  },
                })
              }
            >
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
