import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';

import type { VersionConflictBody } from '@/features/plans/types';
import { FieldChangesTable } from '../history/field-changes-table';
import { FindingsDelta } from '../history/findings-delta';

type ConflictPanelProps = {
  conflict: VersionConflictBody;
  busy: boolean;
  onRebase: () => void;
  onDismiss: () => void;
};

/** Someone saved a newer version: what they changed, and a way to carry this draft onto it. */
export function ConflictPanel({ conflict, busy, onRebase, onDismiss }: ConflictPanelProps) {
  return (
    <Alert color="orange" variant="light" role="alert" title={`Someone else saved version ${conflict.latest}`}>
      <Stack gap="sm">
        <Text size="sm">
          {conflict.detail} Nothing was overwritten. Bring your changes onto version {conflict.latest} to review them
          together, then save again. Your draft is kept either way.
        </Text>
        {conflict.diff ? (
          <>
            <Title order={3} size="h5">
              What changed in version {conflict.latest} (from version {conflict.diff.from})
            </Title>
            <FieldChangesTable changes={conflict.diff.fields} label={`Changes in version ${conflict.latest}`} />
            <FindingsDelta added={conflict.diff.findings_added} removed={conflict.diff.findings_removed} />
          </>
        ) : null}
        <Group>
          <Button color="indigo.8" onClick={onRebase} loading={busy}>
            Bring my changes onto version {conflict.latest}
          </Button>
          <Button variant="default" onClick={onDismiss}>
            Not now
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
