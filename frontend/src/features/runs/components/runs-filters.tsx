import { Select, TextInput } from '@mantine/core';
import { useMemo } from 'react';

import { FilterForm } from '@/components/ui/filter-form';

import { usePlans } from '../api/get-plans';
import { EMPTY_RUNS_FILTER, hasActiveFilter, type RunsFilterValues } from '../utils/filters';
import { TagsField } from './tags-field';

type RunsFiltersProps = {
  projectId: number;
  value: RunsFilterValues;
  onChange: (value: RunsFilterValues) => void;
};

/** Search, plan, tag chips and a date range; every change filters the table at once. */
export function RunsFilters({ projectId, value, onChange }: RunsFiltersProps) {
  const plans = usePlans(projectId);
  const planOptions = useMemo(
    () => (plans.data ?? []).map((plan) => ({ value: String(plan.id), label: plan.name })),
    [plans.data],
  );
  const set = (change: Partial<RunsFilterValues>) => onChange({ ...value, ...change });

  return (
    <FilterForm
      label="Filter runs"
      columns={5}
      search={value.q}
      searchPlaceholder="Label, notes, or a study's id or document"
      onSearch={(q) => set({ q })}
      active={hasActiveFilter(value)}
      onClear={() => onChange(EMPTY_RUNS_FILTER)}
    >
      <Select
        label="Plan"
        placeholder="Any plan"
        data={planOptions}
        value={value.plan !== null ? String(value.plan) : null}
        onChange={(plan) => set({ plan: plan ? Number(plan) : null })}
        clearable
        searchable
      />
      <TagsField label="Tags" value={value.tags} onChange={(tags) => set({ tags })} />
      <TextInput label="From" type="date" value={value.dateFrom} onChange={(event) => set({ dateFrom: event.currentTarget.value })} />
      <TextInput label="To" type="date" value={value.dateTo} onChange={(event) => set({ dateTo: event.currentTarget.value })} />
    </FilterForm>
  );
}
