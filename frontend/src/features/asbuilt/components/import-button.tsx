import { Button } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { NameModal } from '@/components/ui/name-modal';

import { useImportCheck } from '../api/import-check';

/** "Import as new plan": asks for a name, creates a plan from the check's parsed files alone and opens it. */
export function ImportButton({ checkId, suggestedName }: { checkId: number; suggestedName: string }) {
  const [open, setOpen] = useState(false);
  const importCheck = useImportCheck();
  const navigate = useNavigate();
  return (
    <>
      <Button variant="default" onClick={() => setOpen(true)}>
        Import as new plan
      </Button>
      {open ? (
        <NameModal
          title="Import this cluster as a new plan"
          submitLabel="Import"
          initialName={suggestedName}
          pending={importCheck.isPending}
          error={importCheck.error}
          onClose={() => {
            importCheck.reset();
            setOpen(false);
          }}
          onSubmit={(name) =>
            importCheck.mutate({ checkId, name }, { onSuccess: (answer) => void navigate(`/plans/${answer.plan}`) })
          }
        />
      ) : null}
    </>
  );
}
