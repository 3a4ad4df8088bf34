import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';

import { useUpdateRun } from '../api/update-run';
import type { RunDetail } from '../types';
import { fieldError, formLevelError } from '../utils/field-errors';
import { tagsFromList, tagsToList } from '../utils/tags';
import { type PlanVersionChoice, PlanVersionPicker } from './plan-version-picker';
import { TagsField } from './tags-field';

const FIELDS = ['label', 'tags', 'plan_version'] as const;

/** Edits a run's label, tags and linked plan version; typed values stay when the server refuses them. */
export function RunEditForm({ run, onDone }: { run: RunDetail; onDone: () => void }) {
  const [label, setLabel] = useState(run.label);
  const [tags, setTags] = useState<string[]>(() => tagsToList(run.tags));
  const [plan, setPlan] = useState<PlanVersionChoice>({ planId: run.plan?.id ?? null, versionId: run.plan_version ?? null });
  const update = useUpdateRun(run.id);

  function submit(event: FormEvent) {
    event.preventDefault();
    // Unchanged plan and version: send the current link back as it is.
    const planVersion = plan.planId === null ? null : plan.versionId;
    update.mutate(
      { label, tags: tagsFromList(tags).tags, plan_version: planVersion },
      { onSuccess: onDone },
    );
  }

  const topError = formLevelError(update.error, FIELDS);

  return (
    <form onSubmit={submit} noValidate aria-label="Edit run">
      <Stack gap="sm">
        {topError ? (
          <Alert color="red" variant="light" title="The run was not saved" role="alert">
            {topError}
          </Alert>
        ) : null}
        <TextInput
          label="Label"
          required
          value={label}
          onChange={(event) => setLabel(event.currentTarget.value)}
          error={fieldError(update.error, 'label')}
          maxLength={200}
        />
        <TagsField label="Tags" value={tags} onChange={setTags} error={fieldError(update.error, 'tags')} />
        <PlanVersionPicker
          projectId={run.project}
          value={plan}
          onChange={setPlan}
          currentNumber={plan.planId === run.plan?.id && plan.versionId === (run.plan_version ?? null) ? run.plan?.version : null}
          error={fieldError(update.error, 'plan_version')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
