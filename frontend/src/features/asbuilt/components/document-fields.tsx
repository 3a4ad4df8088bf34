import { Text } from '@mantine/core';
import type { ComponentType } from 'react';

import type { FieldDifference } from '../types';

/** The field-changes table the app hands in (the version diff page's, so fields read the same everywhere). */
export type FieldChangesComponent = ComponentType<{ changes: readonly FieldDifference[] }>;

type DocumentFieldsProps = {
  fields: readonly FieldDifference[];
  /** Whether the check assembled an as-built document; without one no field was compared. */
  assembled: boolean;
  FieldChanges: FieldChangesComponent;
};

/** The as-built document against the plan version's, field by field. */
export function DocumentFields({ fields, assembled, FieldChanges }: DocumentFieldsProps) {
  if (!assembled) return <Text size="sm">No as-built document was assembled: no field was compared.</Text>;
  return <FieldChanges changes={fields} />;
}
