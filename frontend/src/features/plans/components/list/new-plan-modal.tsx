import { Badge, FileInput, Group, Radio, ScrollArea, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';

import { ErrorAlert } from '@/components/ui/error-alert';
import { FormAlert, FormModal } from '@/components/ui/form';
import { ApiError, errorMessage } from '@/lib/api/errors';

import { useCreatePlan } from '@/features/plans/api/create-plan';
import { useReferencePlans } from '@/features/plans/api/get-reference-plans';
import { guessImportFormat, useImportPlan } from '@/features/plans/api/import-plan';
import { studyName } from '@/features/plans/utils/schema-info';

type Mode = 'blank' | 'reference' | 'import';

function fieldError(error: unknown, field: string): string | undefined {
  return error instanceof ApiError && error.forField(field).length ? error.forField(field).join(' ') : undefined;
}

/** Messages the form shows beside no field (e.g. a field-keyed error about the document itself). */
function otherErrors(error: unknown, shown: string[]): string | null {
  if (!(error instanceof ApiError)) return error ? errorMessage(error) : null;
  const rest = Object.entries(error.fieldErrors).filter(([field]) => !shown.includes(field));
  if (rest.length === 0) return Object.keys(error.fieldErrors).length ? null : error.message;
  return rest.map(([field, messages]) => (field === 'non_field_errors' ? messages.join(' ') : `${field}: ${messages.join(' ')}`)).join(' ');
}

function ReferencePicker({ value, onChange, error }: { value: string | null; onChange: (slug: string) => void; error?: string }) {
  const { data, error: loadError, isPending } = useReferencePlans();
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => {
    const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
    const list = (data ?? []).filter((plan) => words.every((word) => `${plan.name} ${plan.description} ${plan.slug}`.toLowerCase().includes(word)));
    // Recommended configurations first, then by name.
    return list.sort((a, b) => Number(b.recommended) - Number(a.recommended) || a.name.localeCompare(b.name));
  }, [data, filter]);
  if (loadError) return <ErrorAlert error={loadError} title="The reference plans could not be loaded" />;
  return (
    <Stack gap="xs">
      <TextInput label="Filter the studies' configurations" placeholder="e.g. z10 hipersockets" value={filter} onChange={(event) => setFilter(event.currentTarget.value)} />
      <Radio.Group label="Reference plan" value={value} onChange={onChange} error={error}>
        <ScrollArea.Autosize mah={320} type="auto" mt={4}>
          <Stack gap={6} pr="xs">
            {isPending ? <Text size="sm">Loading…</Text> : null}
            {shown.map((plan) => (
              <Radio.Card key={plan.slug} value={plan.slug} p="xs" radius="sm" withBorder aria-label={plan.name}>
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <Radio.Indicator mt={2} />
                  <div style={{ minWidth: 0 }}>
                    <Group gap={6}>
                      <Text size="sm" fw={600}>
                        {plan.name}
                      </Text>
                      {plan.recommended ? (
                        <Badge size="xs" color="green.3" variant="filled" autoContrast>
                          recommended
                        </Badge>
                      ) : null}
                    </Group>
                    <Text size="xs" c="gray.7" lineClamp={2}>
                      {plan.description}
                    </Text>
                    {plan.sources[0] ? (
                      <Text size="xs" c="gray.7">
                        {studyName(plan.sources[0].document)} · {plan.sources[0].section}
                      </Text>
                    ) : null}
                  </div>
                </Group>
              </Radio.Card>
            ))}
            {!isPending && shown.length === 0 ? <Text size="sm">No configuration matches.</Text> : null}
          </Stack>
        </ScrollArea.Autosize>
      </Radio.Group>
    </Stack>
  );
}

/** Create a plan: blank, from one of the studies' configurations, or from an exported JSON/YAML file. */
export function NewPlanModal({ opened, onClose, projectId }: { opened: boolean; onClose: () => void; projectId: number }) {
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('blank');
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [reference, setReference] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const create = useCreatePlan();
  const importPlan = useImportPlan();
  const error = mode === 'import' ? importPlan.error : create.error;
  const pending = create.isPending || importPlan.isPending;

  const submit = async () => {
    setLocalError(null);
    const done = { onSuccess: (plan: { id: number }) => navigate(`/plans/${plan.id}`) };
    if (mode === 'import') {
      if (!file) return setLocalError('Choose a JSON or YAML file to import.');
      const content = await file.text();
      importPlan.mutate({ project: projectId, name, format: guessImportFormat(file.name, content), content }, done);
      return;
    }
    if (mode === 'reference' && !reference) return setLocalError('Pick one of the reference plans.');
    create.mutate(
      { project: projectId, name, description, ...(mode === 'reference' && reference ? { reference } : {}) },
      done,
    );
  };

  const shownFields = ['name', 'description', 'reference', 'content', 'format'];
  const general = otherErrors(error, shownFields);

  return (
    <FormModal
      opened={opened}
      title="New plan"
      size="lg"
      submitLabel={mode === 'import' ? 'Import plan' : 'Create plan'}
      pending={pending}
      error={general}
      errorTitle="The plan was not created"
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <SegmentedControl
        value={mode}
        onChange={(value) => setMode(value as Mode)}
        data={[
          { value: 'blank', label: 'Blank' },
          { value: 'reference', label: 'From a study' },
          { value: 'import', label: 'Import file' },
        ]}
        aria-label="How to start"
        fullWidth
      />
      <TextInput label="Name" required value={name} onChange={(event) => setName(event.currentTarget.value)} error={fieldError(error, 'name')} maxLength={200} data-autofocus />
      {mode !== 'import' ? (
        <Textarea label="Description" value={description} onChange={(event) => setDescription(event.currentTarget.value)} error={fieldError(error, 'description')} autosize minRows={2} />
      ) : null}
      {mode === 'blank' ? (
        <Text size="sm" c="gray.7">
          Starts with two System z LPARs on one machine and every other setting at the studies' defaults.
        </Text>
      ) : null}
      {mode === 'reference' ? <ReferencePicker value={reference} onChange={setReference} error={fieldError(error, 'reference')} /> : null}
      {mode === 'import' ? (
        <FileInput
          label="Plan file"
          description="A document exported from RACplan as JSON or YAML."
          accept=".json,.yaml,.yml,application/json,application/yaml,text/yaml"
          value={file}
          onChange={setFile}
          clearable
          error={fieldError(error, 'content') ?? fieldError(error, 'format')}
          placeholder="Choose a file"
        />
      ) : null}
      <FormAlert message={localError} />
    </FormModal>
  );
}
