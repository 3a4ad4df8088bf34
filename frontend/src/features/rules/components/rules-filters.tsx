import { Select } from '@mantine/core';

import { FilterForm } from '@/components/ui/filter-form';
import { SEVERITIES } from '@/lib/api/types';
import { RULE_CATEGORY_LABELS } from '@/lib/api/vocabulary';

import { KIND_LABELS } from '../types';
import { EMPTY_RULES_FILTER, type RulesFilterValues } from '../utils/filters';

const SEVERITY_OPTIONS = SEVERITIES.map((severity) => ({ value: severity, label: severity }));
const CATEGORY_OPTIONS = Object.entries(RULE_CATEGORY_LABELS).map(([value, label]) => ({ value, label }));
const KIND_OPTIONS = Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label }));

type Choice = 'severity' | 'category' | 'kind';

export function RulesFilters({ value, onChange }: { value: RulesFilterValues; onChange: (value: RulesFilterValues) => void }) {
  const set = (change: Partial<RulesFilterValues>) => onChange({ ...value, ...change });
  // Each select offers only its own options, so what it picks is of that filter's type.
  const choose = (key: Choice) => ({ value: value[key], onChange: (picked: string | null) => set({ [key]: picked } as Partial<RulesFilterValues>) });
  const active = value.q !== '' || value.severity !== null || value.category !== null || value.kind !== null;
  return (
    <FilterForm
      label="Search rules"
      columns={4}
      search={value.q}
      searchPlaceholder="Words from the id, title, evidence or a study statement"
      searchType="search"
      onSearch={(q) => set({ q })}
      active={active}
      onClear={() => onChange(EMPTY_RULES_FILTER)}
    >
      <Select label="Severity" placeholder="Any severity" data={SEVERITY_OPTIONS} {...choose('severity')} clearable />
      <Select label="Category" placeholder="Any category" data={CATEGORY_OPTIONS} {...choose('category')} clearable searchable />
      <Select label="Checks" placeholder="Plans and results" data={KIND_OPTIONS} {...choose('kind')} clearable />
    </FilterForm>
  );
}
