import { SimpleGrid, type SimpleGridProps } from '@mantine/core';

import {
  type CommonProps,
  NumberField,
  type NumberFieldProps,
  SelectField,
  type SelectFieldProps,
  SwitchField,
  TagsField,
  TextField,
  type TextFieldProps,
  TriStateField,
} from './fields';

/** One field of a section, described as data: which input it is and its props. */
export type FieldSpec =
  | ({ kind: 'text' } & TextFieldProps)
  | ({ kind: 'number' } & NumberFieldProps)
  | ({ kind: 'select' } & SelectFieldProps)
  | ({ kind: 'switch' } & CommonProps)
  | ({ kind: 'tristate' } & CommonProps)
  | ({ kind: 'tags' } & CommonProps);

function Field(spec: FieldSpec) {
  switch (spec.kind) {
    case 'text':
      return <TextField {...spec} />;
    case 'number':
      return <NumberField {...spec} />;
    case 'select':
      return <SelectField {...spec} />;
    case 'switch':
      return <SwitchField {...spec} />;
    case 'tristate':
      return <TriStateField {...spec} />;
    case 'tags':
      return <TagsField {...spec} />;
  }
}

type FieldGridProps = Omit<SimpleGridProps, 'cols'> & { fields: readonly FieldSpec[]; columns?: number };

/** A section's fields in a grid: one column on phones, `columns` (2 unless said) from the small breakpoint up. */
export function FieldGrid({ fields, columns = 2, ...grid }: FieldGridProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: columns }} {...grid}>
      {fields.map((spec) => (
        <Field key={spec.pointer} {...spec} />
      ))}
    </SimpleGrid>
  );
}
