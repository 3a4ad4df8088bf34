import { MultiSelect, NativeSelect, NumberInput, Select, Switch, TagsInput, Text, TextInput } from '@mantine/core';
import { memo, type ReactNode, useMemo } from 'react';

import type { JsonValue, TopologyPointer } from '@/features/plans/types';
import { fieldId } from '@/features/plans/utils/json-pointer';
import { choicesOn } from '@/features/plans/utils/platform';
import { labelFor, type LabelMap, SEVERITY_COLOURS } from '@/features/plans/utils/labels';
import { type FieldInfo, studyName } from '@/features/plans/utils/schema-info';
import { worstSeverity } from '@/features/plans/utils/severity';
import { useEditor, useFieldInfo, useFindingsAt, useServerErrors, useServerErrorsBelow, useValue } from './editor-context';
import { FieldFindings } from './field-findings';

export type CommonProps = {
  pointer: TopologyPointer;
  label: string;
  /** Overrides the schema's description. */
  description?: ReactNode;
  /** Table cells: no visible label (the label becomes the accessible name) and no findings text. */
  compact?: boolean;
  /** Shown after the value, e.g. "MB", "GiB", "bytes". */
  unit?: string;
  placeholder?: string;
};

/** "Default: 1492 (study 000, Network Setup - MTU size)" when the schema records where a default comes from. */
const UNIT_WORDS = new Set(['bytes', 'megabytes']);

function describe(info: FieldInfo, override: ReactNode | undefined): ReactNode {
  const parts: ReactNode[] = [];
  if (override !== undefined) parts.push(override);
  // The schema describes some numbers only by their unit, which the input already shows.
  else if (info.description && !UNIT_WORDS.has(info.description)) parts.push(info.description);
  if (info.source) {
    parts.push(
      <Text span size="xs" c="gray.7" key="source">
        Default: {info.source.value} ({studyName(info.source.document)}, {info.source.section})
      </Text>,
    );
  }
  if (parts.length === 0) return undefined;
  return parts.map((part, index) => (
    <span key={index} style={{ display: 'block' }}>
      {part}
    </span>
  ));
}

function defaultPlaceholder(info: FieldInfo, explicit: string | undefined): string | undefined {
  if (explicit) return explicit;
  if (info.default === undefined || info.default === null) return info.nullable ? 'default: not set' : undefined;
  return `default: ${String(info.default)}`;
}

/** Error text and border colour from client checks, the server's 400 messages and the rule findings. */
function useFieldState(pointer: string, clientProblem: string | null) {
  const serverErrors = useServerErrors(pointer);
  const findings = useFindingsAt(pointer);
  const worst = worstSeverity(findings);
  const message = clientProblem ?? (serverErrors.length ? serverErrors.join(' ') : null);
  const error: ReactNode | boolean = message ?? (worst === 'error' ? true : false);
  const styles =
    !message && worst && worst !== 'error' && worst !== 'info'
      ? { input: { borderColor: `var(--mantine-color-${SEVERITY_COLOURS[worst]}-6)` } }
      : undefined;
  return { error, styles };
}

/**
 * What every input of the editor shares: its id (findings scroll to it), its label (in a table cell the accessible
 * name only), the description, the error state and read-only. `clientProblem` is a check the browser makes itself.
 */
function useInputProps({ pointer, label, description, compact }: CommonProps, clientProblem: string | null = null) {
  const { readOnly } = useEditor();
  const info = useFieldInfo(pointer);
  const { error, styles } = useFieldState(pointer, clientProblem);
  const input = {
    id: fieldId(pointer),
    label: compact ? undefined : label,
    'aria-label': compact ? label : undefined,
    description: compact ? undefined : describe(info, description),
    error,
    styles,
    disabled: readOnly,
    size: compact ? 'xs' : 'sm',
  };
  return { info, input };
}

/** The field's box (found by its pointer) with the findings under the input, except in table cells. */
function FieldBox({ pointer, compact, children }: { pointer: string; compact?: boolean; children: ReactNode }) {
  return (
    <div data-field={pointer}>
      {children}
      {compact ? null : <FieldFindings pointer={pointer} />}
    </div>
  );
}

function unitSection(unit: string | undefined) {
  if (!unit) return {};
  return {
    rightSection: (
      <Text size="xs" c="gray.7" aria-hidden>
        {unit}
      </Text>
    ),
    rightSectionWidth: Math.max(36, unit.length * 8 + 16),
    rightSectionPointerEvents: 'none' as const,
  };
}

export type TextFieldProps = CommonProps & {
  /** Empty text is stored as null (optional fields) instead of "". */
  nullable?: boolean;
  /** A client-side check, e.g. an IPv4 address; returns the message or null. */
  check?: (value: JsonValue | undefined) => string | null;
};

export const TextField = memo(function TextField({ check, nullable, unit, placeholder, ...common }: TextFieldProps) {
  const { setValue } = useEditor();
  const { pointer } = common;
  const value = useValue(pointer);
  const { info, input } = useInputProps(common, check ? check(value) : null);
  const text = value === null || value === undefined ? '' : String(value);
  return (
    <FieldBox pointer={pointer} compact={common.compact}>
      <TextInput
        {...input}
        placeholder={defaultPlaceholder(info, placeholder)}
        value={text}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setValue(pointer, next === '' && (nullable || info.nullable) ? null : next);
        }}
        {...unitSection(unit)}
      />
    </FieldBox>
  );
});

export type NumberFieldProps = CommonProps & { allowDecimal?: boolean; nullable?: boolean };

export const NumberField = memo(function NumberField({ allowDecimal = false, nullable, unit, placeholder, ...common }: NumberFieldProps) {
  const { setValue } = useEditor();
  const { pointer } = common;
  const value = useValue(pointer);
  const { info, input } = useInputProps(common);
  const shown = typeof value === 'number' || typeof value === 'string' ? value : '';
  return (
    <FieldBox pointer={pointer} compact={common.compact}>
      <NumberInput
        {...input}
        placeholder={defaultPlaceholder(info, placeholder)}
        value={shown}
        onChange={(next) => {
          // Keep whatever was typed: an unfinished number stays a string and the server says what is wrong.
          if (next === '') setValue(pointer, nullable || info.nullable ? null : '');
          else setValue(pointer, next);
        }}
        allowDecimal={allowDecimal}
        hideControls
        {...unitSection(unit)}
      />
    </FieldBox>
  );
});

export type SelectFieldProps = CommonProps & {
  labels?: LabelMap;
  /** Values to offer when the schema is not loaded yet. */
  fallbackOptions?: readonly (string | number)[];
  /** Label of the empty choice for optional fields, e.g. "Derived from the distribution". */
  emptyLabel?: string;
  /**
   * Only these of the schema's values are offered (e.g. the virtualizations the chosen architecture allows). A field
   * whose choices depend on the platform (the schema's x-platforms table) offers only the platform's own anyway.
   */
  only?: readonly JsonValue[];
  /** Applies a choice instead of setting the field alone (a choice that changes other fields with it). */
  onChoose?: (value: JsonValue) => void;
};

export const SelectField = memo(function SelectField({ labels, fallbackOptions, emptyLabel, only: given, onChoose, ...common }: SelectFieldProps) {
  const { setValue, schema } = useEditor();
  const { pointer } = common;
  const value = useValue(pointer);
  const architecture = useValue('/platform/architecture');
  const only = useMemo(() => {
    // Every architecture stays on offer: choosing one is how a plan changes platform.
    const platform = pointer === '/platform/architecture' ? undefined : choicesOn(schema?.['x-platforms'], architecture, pointer);
    if (!platform) return given;
    return given ? given.filter((option) => typeof option === 'string' && platform.includes(option)) : platform;
  }, [given, schema, architecture, pointer]);
  const { info, input } = useInputProps(common);
  const values = useMemo(
    // Until the schema has loaded, the label map lists the known values.
    () => {
      const all = (info.enum ?? fallbackOptions ?? Object.keys(labels ?? {}).map((key) => (/^\d+$/.test(key) ? Number(key) : key))) as JsonValue[];
      return only ? all.filter((option) => only.includes(option)) : all;
    },
    [info.enum, fallbackOptions, labels, only],
  );
  const data = useMemo(() => {
    const options = values.map((option) => ({ value: String(option), label: labelFor(labels, option) }));
    if (info.nullable) options.unshift({ value: '', label: emptyLabel ?? 'Default (not set)' });
    // A value the schema does not know (an old or imported document) stays visible instead of silently changing.
    if (value !== null && value !== undefined && !values.some((option) => String(option) === String(value))) {
      options.push({ value: String(value), label: `${String(value)} (unknown)` });
    }
    return options;
  }, [values, labels, info.nullable, emptyLabel, value]);
  const choose = (raw: string) => {
    if (raw === '') return setValue(pointer, null);
    const original = values.find((option) => String(option) === raw) ?? raw;
    if (onChoose) onChoose(original);
    else setValue(pointer, original);
  };
  const selected = value === null || value === undefined ? '' : String(value);
  return (
    <FieldBox pointer={pointer} compact={common.compact}>
      {onChoose ? (
        // A choice that rewrites other fields (the architecture) is a listbox: a native select commits every arrow
        // key at once in Chromium, so browsing the list from the keyboard would switch the platform on each press.
        // Here the arrows open and walk the list and only Enter or a click chooses.
        <Select
          {...input}
          data={data}
          value={selected}
          onChange={(raw) => {
            if (raw !== null && raw !== selected) choose(raw);
          }}
          allowDeselect={false}
          // Kept mounted against the theme's default: Mantine reads the list's id when the select renders, and a
          // list mounted only on opening leaves aria-expanded "false" while it is open.
          comboboxProps={{ keepMounted: true }}
        />
      ) : (
        <NativeSelect {...input} data={data} value={selected} onChange={(event) => choose(event.currentTarget.value)} />
      )}
    </FieldBox>
  );
});

export const SwitchField = memo(function SwitchField({ pointer, label, description }: CommonProps) {
  const { setValue, readOnly } = useEditor();
  const value = useValue(pointer);
  const info = useFieldInfo(pointer);
  const { error } = useFieldState(pointer, null);
  return (
    <div data-field={pointer}>
      <Switch
        id={fieldId(pointer)}
        label={label}
        description={describe(info, description)}
        checked={value === true}
        onChange={(event) => setValue(pointer, event.currentTarget.checked)}
        error={typeof error === 'boolean' ? undefined : error}
        disabled={readOnly}
      />
      <FieldFindings pointer={pointer} />
    </div>
  );
});

/** true / false / not set, for init.ora switches the server leaves at Oracle's default when empty. */
export const TriStateField = memo(function TriStateField({ pointer, label, description }: CommonProps) {
  const { setValue, readOnly } = useEditor();
  const value = useValue(pointer);
  const info = useFieldInfo(pointer);
  const { error, styles } = useFieldState(pointer, null);
  return (
    <div data-field={pointer}>
      <NativeSelect
        id={fieldId(pointer)}
        label={label}
        description={describe(info, description)}
        data={[
          { value: '', label: 'Oracle default (not set)' },
          { value: 'true', label: 'TRUE' },
          { value: 'false', label: 'FALSE' },
        ]}
        value={value === true ? 'true' : value === false ? 'false' : ''}
        onChange={(event) => {
          const raw = event.currentTarget.value;
          setValue(pointer, raw === '' ? null : raw === 'true');
        }}
        error={error}
        styles={styles}
        disabled={readOnly}
      />
      <FieldFindings pointer={pointer} />
    </div>
  );
});

/** A list of strings (file locations), typed and confirmed with Enter. */
export const TagsField = memo(function TagsField({ pointer, label, description, placeholder }: CommonProps) {
  const { setValue, readOnly } = useEditor();
  const value = useValue(pointer);
  const info = useFieldInfo(pointer);
  const { error: fieldError } = useFieldState(pointer, null);
  // The server keys a refused entry by its position ("/cluster_files/ocr/locations/1"): named by its value here.
  const below = useServerErrorsBelow(pointer);
  const list = useMemo(() => (Array.isArray(value) ? value.map(String) : []), [value]);
  const entryMessages = [...below].map(([index, messages]) => `${list[Number(index)] ?? `Entry ${Number(index) + 1}`}: ${messages.join(' ')}`);
  const error = entryMessages.length ? [typeof fieldError === 'boolean' ? null : fieldError, ...entryMessages].filter(Boolean).join(' ') : fieldError;
  return (
    <div data-field={pointer}>
      <TagsInput
        id={fieldId(pointer)}
        label={label}
        description={describe(info, description)}
        placeholder={readOnly ? undefined : (placeholder ?? 'Type and press Enter')}
        value={list}
        onChange={(next) => setValue(pointer, next)}
        error={error}
        disabled={readOnly}
        clearable={!readOnly}
        clearButtonProps={{ 'aria-label': `Clear ${label}` }}
      />
      <FieldFindings pointer={pointer} />
    </div>
  );
});

/** Several values picked from a list computed from the document (disk group members from the storage disks). */
export const PickManyField = memo(function PickManyField({ pointer, label, description, options }: CommonProps & { options: string[] }) {
  const { setValue, readOnly } = useEditor();
  const value = useValue(pointer);
  const { error } = useFieldState(pointer, null);
  const list = useMemo(() => (Array.isArray(value) ? value.map(String) : []), [value]);
  const data = useMemo(() => [...new Set([...options, ...list])], [options, list]);
  return (
    <div data-field={pointer}>
      <MultiSelect
        id={fieldId(pointer)}
        label={label}
        description={description}
        data={data}
        value={list}
        onChange={(next) => setValue(pointer, next)}
        error={error}
        disabled={readOnly}
        placeholder={readOnly || list.length ? undefined : options.length ? 'Pick disks' : 'Add disks under Storage first'}
        searchable
        comboboxProps={{ withinPortal: true }}
      />
      <FieldFindings pointer={pointer} />
    </div>
  );
});
