import { Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';

import { FormAlert, FormButtons } from '@/components/ui/form';

import { useUpdateRun } from '../api/update-run';
import type { RunDetail } from '../types';
import { fieldError, formLevelError } from '../utils/field-errors';
import { tagsFromList, tagsToList } from '../utils/tags';
import { type PlanVersionChoice, PlanVersionPicker } from './plan-version-picker';
import { RunLabelInput } from './run-label-input';
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
        <FormAlert title="The run was not saved" message={topError} />
        <RunLabelInput value={label} onChange={setLabel} error={fieldError(update.error, 'label')} />
        <TagsField label="Tags" value={tags} onChange={setTags} error={fieldError(update.error, 'tags')} />
        <PlanVersionPicker
          projectId={run.project}
          value={plan}
          onChange={setPlan}
          currentNumber={plan.planId === run.plan?.id && plan.versionId === (run.plan_version ?? null) ? run.plan?.version : null}
          error={fieldError(update.error, 'plan_version')}
        />
        <FormButtons submitLabel="Save" pending={update.isPending} onCancel={onDone} holdCancelWhilePending />
      </Stack>
    </form>
  );
}
