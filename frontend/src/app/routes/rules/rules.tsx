import { Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';

import { EmptyState } from '@/components/ui/empty-state';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';

import {
  EMPTY_RULES_FILTER,
  ReadableColours,
  RuleCard,
  type RulesFilter,
  RulesFilters,
  type RulesFilterValues,
  useRules,
} from '@/features/rules';

export function RulesPage() {
  const [filters, setFilters] = useState<RulesFilterValues>(EMPTY_RULES_FILTER);
  const [q] = useDebouncedValue(filters.q, 250);
  const query = useMemo<RulesFilter>(
    () => ({ q, severity: filters.severity, category: filters.category, kind: filters.kind }),
    [q, filters.severity, filters.category, filters.kind],
  );
  const rules = useRules(query);

  return (
    <ReadableColours>
      <PageHeader
        title="Rules"
        description="Every check the planner applies to plans and to measured results, with the study it comes from and the evidence behind it."
      />
      <Stack gap="md">
        <RulesFilters value={filters} onChange={setFilters} />
        {rules.isPending ? (
          <PageLoader label="Loading rules" />
        ) : rules.error ? (
          <ErrorAlert error={rules.error} title="The rule catalogue could not be loaded" />
        ) : (
          <Stack gap="sm" component="section" aria-label="Rule list">
            <Text size="sm" c="dimmed" aria-live="polite">
              {rules.data.length === 1 ? '1 rule' : `${rules.data.length} rules`}
            </Text>
            {rules.data.length === 0 ? (
              <EmptyState title="No rule matches">Try fewer words or clear a filter.</EmptyState>
            ) : (
              rules.data.map((rule) => <RuleCard key={rule.id} rule={rule} />)
            )}
          </Stack>
        )}
      </Stack>
    </ReadableColours>
  );
}
