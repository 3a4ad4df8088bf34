import { Alert, Button, Group, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';

import { type CreateRunInput, useCreateRun } from '../api/create-run';
import type { RunDetail } from '../types';
import { fieldError, formLevelError } from '../utils/field-errors';
import { tagsFromList } from '../utils/tags';
import { type PlanVersionChoice, PlanVersionPicker } from './plan-version-picker';
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
        {topError ? (
          <Alert color="red" variant="light" title="The run was not created" role="alert">
            {topError}
          </Alert>
        ) : null}
        <TextInput
          label="Label"
          description="A short name people will recognise in comparisons, e.g. “4 nodes, 10 GbE, 200 users”."
          required
          value={label}
          onChange={(event) => setLabel(event.currentTarget.value)}
          error={fieldError(create.error, 'label')}
          maxLength={200}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label="Date"
            type="date"
            value={date}
            onChange={(event) => setDate(event.currentTarget.value)}
            error={fieldError(create.error, 'date')}
          />
          <TextInput
            label="Workload"
            placeholder="e.g. OLTP, TPC-C like"
            value={workload}
            onChange={(event) => setWorkload(event.currentTarget.value)}
            error={fieldError(create.error, 'workload')}
          />
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
        <Textarea
          label="Notes"
          rows={3}
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
          error={fieldError(create.error, 'notes')}
        />
        <Group justify="flex-end" gap="sm">
          {onCancel ? (
            <Button variant="default" onClick={onCancel} disabled={create.isPending}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" loading={create.isPending}>
            Create run
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
