import { Group, Select } from '@mantine/core';
import { useMemo } from 'react';

import { type PlanVersionOption, usePlanVersions } from '../api/get-plan-versions';
import { usePlans } from '../api/get-plans';

function optionValue(version: PlanVersionOption): string {
  return version.id !== undefined ? String(version.id) : `number-${version.number}`;
}

export type PlanVersionChoice = { planId: number | null; versionId: number | null };

type PlanVersionPickerProps = {
  projectId: number;
  value: PlanVersionChoice;
  onChange: (choice: PlanVersionChoice) => void;
  /** Server error for plan_version. */
  error?: string | null;
  /** The number of the version the run links to now, shown as selected while the choice is unchanged. */
  currentNumber?: number | null;
};

/** Two selects: a plan of the project, then one of its saved versions. Clearing the plan unlinks the run. */
export function PlanVersionPicker({ projectId, value, onChange, error, currentNumber }: PlanVersionPickerProps) {
  const plans = usePlans(projectId);
  const versions = usePlanVersions(value.planId);

  const planOptions = useMemo(
    () =>
      (plans.data ?? []).map((plan) => ({
        value: String(plan.id),
        label: plan.archived ? `${plan.name} (archived)` : plan.name,
      })),
    [plans.data],
  );

  const versionOptions = useMemo(
    () =>
      (versions.data ?? []).map((version) => ({
        value: optionValue(version),
        label: `Version ${version.number}${version.comment ? ` — ${version.comment}` : ''}`,
        // Without an id from the server a version cannot be linked; show it but do not offer it.
        disabled: version.id === undefined,
      })),
    [versions.data],
  );

  const unlinkable = versions.data !== undefined && versions.data.length > 0 && versions.data.every((v) => v.id === undefined);
  const chosen =
    versions.data?.find((version) => version.id !== undefined && version.id === value.versionId) ??
    (currentNumber != null ? versions.data?.find((version) => version.number === currentNumber) : undefined);
  const selectedVersion = chosen ? optionValue(chosen) : null;

  return (
    <Group grow align="flex-start" wrap="wrap" gap="sm">
      <Select
        label="Plan"
        placeholder={plans.isPending ? 'Loading plans…' : 'No plan'}
        data={planOptions}
        value={value.planId !== null ? String(value.planId) : null}
        onChange={(planValue) => onChange({ planId: planValue ? Number(planValue) : null, versionId: null })}
        clearable
        searchable
        nothingFoundMessage="No plan matches"
        error={plans.error ? 'Plans could not be loaded.' : undefined}
        miw={180}
      />
      <Select
        label="Plan version"
        placeholder={value.planId === null ? 'Choose a plan first' : versions.isPending ? 'Loading versions…' : 'Choose a version'}
        data={versionOptions}
        value={selectedVersion}
        onChange={(versionValue) =>
          onChange({
            planId: value.planId,
            versionId: versionValue && !versionValue.startsWith('number-') ? Number(versionValue) : null,
          })
        }
        disabled={value.planId === null}
        clearable
        description={unlinkable ? 'This server does not give version ids yet, so a version cannot be linked here.' : undefined}
        error={error ?? undefined}
        miw={180}
      />
    </Group>
  );
}
