import { NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { type ChangeEvent, type FormEvent, useState } from 'react';

import { FormAlert, FormButtons } from '@/components/ui/form';

import { type CreateRunInput, useCreateRun } from '../api/create-run';
import type { RunDetail } from '../types';
import { fieldError, formLevelError } from '../utils/field-errors';
import { tagsFromList } from '../utils/tags';
import { type PlanVersionChoice, PlanVersionPicker } from './plan-version-picker';
import { RunLabelInput } from './run-label-input';
import { TagsField } from './tags-field';

const FIELDS = ['label', 'date', 'workload', 'users', 'notes', 'tags', 'plan_version'] as const;

type NewRunFormProps = {
  projectId: number;
  onCreated: (run: RunDetail) => void;
  onCancel?: () => void;
};

/**
 * Creates a run in the current project. What was typed stays in place when the server
 * refuses it (400), with each message next to its field.
 */
export function NewRunForm({ projectId, onCreated, onCancel }: NewRunFormProps) {
  const [label, setLabel] = useState('');
  const [date, setDate] = useState('');
  const [workload, setWorkload] = useState('');
  const [users, setUsers] = useState<number | ''>('');
  const [notes, setNotes] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const [plan, setPlan] = useState<PlanVersionChoice>({ planId: null, versionId: null });
  const create = useCreateRun();
  const text = (value: string, set: (value: string) => void) => ({
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(event.currentTarget.value),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const { tags: tagMap } = tagsFromList(tags);
    const input: CreateRunInput = {
      project: projectId,
      label,
      date: date || null,
      workload,
      users: users === '' ? null : users,
      notes,
      tags: tagMap,
      plan_version: plan.versionId,
    };
    create.mutate(input, { onSuccess: onCreated });
  }

  const topError = formLevelError(create.error, FIELDS);

  return (
    <form onSubmit={submit} noValidate aria-label="New run">
      <Stack gap="sm">
        <FormAlert title="The run was not created" message={topError} />
        <RunLabelInput
          description="A short name people will recognise in comparisons, e.g. “4 nodes, 10 GbE, 200 users”."
          value={label}
          onChange={setLabel}
          error={fieldError(create.error, 'label')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput label="Date" type="date" {...text(date, setDate)} error={fieldError(create.error, 'date')} />
          <TextInput label="Workload" placeholder="e.g. OLTP, TPC-C like" {...text(workload, setWorkload)} error={fieldError(create.error, 'workload')} />
          <NumberInput
            label="Users"
            min={0}
            allowDecimal={false}
            value={users}
            onChange={(value) => setUsers(typeof value === 'number' ? value : '')}
            error={fieldError(create.error, 'users')}
          />
        </SimpleGrid>
        <TagsField
          label="Tags"
          description="key=value pairs, e.g. nodes=4 or network=10gbe; press Enter after each."
          value={tags}
          onChange={setTags}
          error={fieldError(create.error, 'tags')}
        />
        <PlanVersionPicker
          projectId={projectId}
          value={plan}
          onChange={setPlan}
          error={fieldError(create.error, 'plan_version')}
        />
        <Textarea label="Notes" rows={3} {...text(notes, setNotes)} error={fieldError(create.error, 'notes')} />
        <FormButtons submitLabel="Create run" pending={create.isPending} onCancel={onCancel} holdCancelWhilePending />
      </Stack>
    </form>
  );
}
