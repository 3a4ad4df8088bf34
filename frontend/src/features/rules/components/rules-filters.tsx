import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';

import { SEVERITIES, type Severity } from '@/lib/api/types';
import { RULE_CATEGORY_LABELS } from '@/lib/api/vocabulary';

import { KIND_LABELS, type RuleKind } from '../types';
import { EMPTY_RULES_FILTER, type RulesFilterValues } from '../utils/filters';

const SEVERITY_OPTIONS = SEVERITIES.map((severity) => ({ value: severity, label: severity }));
const CATEGORY_OPTIONS = Object.entries(RULE_CATEGORY_LABELS).map(([value, label]) => ({ value, label }));
const KIND_OPTIONS = Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label }));

export function RulesFilters({ value, onChange }: { value: RulesFilterValues; onChange: (value: RulesFilterValues) => void }) {
  const set = (change: Partial<RulesFilterValues>) => onChange({ ...value, ...change });
  const active = value.q !== '' || value.severity !== null || value.category !== null || value.kind !== null;
  return (
    <form role="search" aria-label="Search rules" onSubmit={(event) => event.preventDefault()}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="xs">
        <TextInput
          label="Search"
          placeholder="Words from the id, title, rationale or evidence"
          type="search"
          value={value.q}
          onChange={(event) => set({ q: event.currentTarget.value })}
        />
        <Select
          label="Severity"
          placeholder="Any severity"
          data={SEVERITY_OPTIONS}
          value={value.severity}
          onChange={(severity) => set({ severity: (severity as Severity | null) ?? null })}
          clearable
        />
        <Select
          label="Category"
          placeholder="Any category"
          data={CATEGORY_OPTIONS}
          value={value.category}
          onChange={(category) => set({ category })}
          clearable
          searchable
        />
        <Select
          label="Checks"
          placeholder="Plans and results"
          data={KIND_OPTIONS}
          value={value.kind}
          onChange={(kind) => set({ kind: (kind as RuleKind | null) ?? null })}
          clearable
        />
      </SimpleGrid>
      {active ? (
        <Group justify="flex-end" mt="xs">
          <Button variant="subtle" size="xs" onClick={() => onChange(EMPTY_RULES_FILTER)}>
            Clear filters
          </Button>
        </Group>
      ) : null}
    </form>
  );
}
