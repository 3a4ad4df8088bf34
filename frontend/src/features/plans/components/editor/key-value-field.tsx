import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { memo, useState } from 'react';

import type { JsonValue, TopologyPointer } from '@/features/plans/types';
import { fieldId } from '@/features/plans/utils/json-pointer';
import { useEditor, useServerErrors, useServerErrorsBelow, useValue } from './editor-context';
import { FieldFindings } from './field-findings';

type KeyValueFieldProps = {
  pointer: TopologyPointer;
  label: string;
  description: string;
  keyLabel: string;
  /** Turns the typed text into the stored value (numbers stay numbers). */
  parse: (text: string) => JsonValue;
  keyPlaceholder?: string;
};

function entriesOf(value: JsonValue | undefined): [string, JsonValue][] {
  return value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : [];
}

/** Free key/value pairs (sysctl keys, other init.ora parameters), stored as a JSON object in order. */
export const KeyValueField = memo(function KeyValueField({ pointer, label, description, keyLabel, parse, keyPlaceholder }: KeyValueFieldProps) {
  const { setValue, readOnly } = useEditor();
  const value = useValue(pointer);
  const errors = useServerErrors(pointer);
  // A value the server refuses (a line break in a sysctl value) is keyed by its entry: "/kernel/sysctl/kernel.sem".
  const entryErrors = useServerErrorsBelow(pointer);
  const entries = entriesOf(value);
  const [clash, setClash] = useState<string | null>(null);

  const write = (next: [string, JsonValue][]) => setValue(pointer, Object.fromEntries(next));

  const rename = (index: number, key: string) => {
    if (entries.some(([other], i) => i !== index && other === key)) {
      setClash(`“${key}” is already in the list.`);
      return;
    }
    setClash(null);
    write(entries.map((entry, i) => (i === index ? [key, entry[1]] : entry)));
  };

  const add = () => {
    let n = entries.length + 1;
    while (entries.some(([key]) => key === `new.key${n}`)) n += 1;
    write([...entries, [keyPlaceholder ? `new_parameter${n}` : `new.key${n}`, '']]);
  };

  return (
    <Stack gap={6} id={fieldId(pointer)} tabIndex={-1} role="group" aria-label={label}>
      <div>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="xs" c="gray.7">
          {description}
        </Text>
      </div>
      {entries.length === 0 ? (
        <Text size="sm" c="gray.7">
          None set.
        </Text>
      ) : null}
      {entries.map(([key, item], index) => {
        const problems = entryErrors.get(key) ?? [];
        return (
          <Stack key={index} gap={2}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <TextInput
                aria-label={`${keyLabel} ${index + 1}`}
                value={key}
                onChange={(event) => rename(index, event.currentTarget.value)}
                disabled={readOnly}
                size="xs"
                style={{ flex: 2, minWidth: 0 }}
                placeholder={keyPlaceholder}
              />
              <TextInput
                aria-label={`Value of ${key || `${keyLabel} ${index + 1}`}`}
                value={item === null ? '' : String(item)}
                onChange={(event) => write(entries.map((entry, i) => (i === index ? [entry[0], parse(event.currentTarget.value)] : entry)))}
                disabled={readOnly}
                size="xs"
                style={{ flex: 2, minWidth: 0 }}
                error={problems.length > 0}
              />
              {readOnly ? null : (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${key || `${keyLabel} ${index + 1}`}`}
                  onClick={() => write(entries.filter((_, i) => i !== index))}
                >
                  <span aria-hidden>✕</span>
                </ActionIcon>
              )}
            </Group>
            {problems.length ? (
              <Text size="xs" c="red" role="alert">
                {key}: {problems.join(' ')}
              </Text>
            ) : null}
          </Stack>
        );
      })}
      {clash || errors.length ? (
        <Text size="xs" c="red" role="alert">
          {[clash, ...errors].filter(Boolean).join(' ')}
        </Text>
      ) : null}
      <FieldFindings pointer={pointer} />
      {readOnly ? null : (
        <Group>
          <Button size="xs" variant="light" onClick={add}>
            Add {keyLabel.toLowerCase()}
          </Button>
        </Group>
      )}
    </Stack>
  );
});
