import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useMemo } from 'react';

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
    <form role="search" aria-label="Filter runs" onSubmit={(event) => event.preventDefault()}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm" verticalSpacing="xs">
        <TextInput
          label="Search"
          placeholder="Label, workload or notes"
          value={value.q}
          onChange={(event) => set({ q: event.currentTarget.value })}
        />
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
      </SimpleGrid>
      {hasActiveFilter(value) ? (
        <Group justify="flex-end" mt="xs">
          <Button variant="subtle" size="xs" onClick={() => onChange(EMPTY_RUNS_FILTER)}>
            Clear filters
          </Button>
        </Group>
      ) : null}
    </form>
  );
}
