import { Badge, Checkbox, Group, NativeSelect, Table, Text, TextInput } from '@mantine/core';
import { LabelledPagination } from '@/components/ui/labelled-pagination';
import { useMemo } from 'react';

import { ErrorAlert } from '@/components/ui/error-alert';

import { type RunFilter, useRunsForComparison } from '../api/get-runs';
import type { RunListItem } from '../types';

type Props = {
  filter: RunFilter;
  onFilterChange: (filter: RunFilter) => void;
  /** Ids of the picked runs (some may be on other pages or filtered out). */
  selected: ReadonlySet<number>;
  pickedCount: number;
  /** The picked runs this page knows, for the plan filter's choices. */
  plansOfPicked: RunListItem[];
  onToggle: (run: RunListItem, checked: boolean) => void;
};

/** Filters (plan, tag, dates, text) and a table of runs with a checkbox each. */
export function RunPicker({ filter, onFilterChange, selected, pickedCount, plansOfPicked, onToggle }: Props) {
  const { data, error, isPending } = useRunsForComparison(filter);
  const runs = useMemo(() => data?.results ?? [], [data]);
  const plans = useMemo(() => {
    const seen = new Map<number, string>();
    for (const run of [...runs, ...plansOfPicked]) if (run.plan) seen.set(run.plan.id, run.plan.name);
    return [...seen.entries()].map(([id, name]) => ({ value: String(id), label: name }));
  }, [runs, plansOfPicked]);
  const pages = data ? Math.max(1, Math.ceil(data.count / 50)) : 1;

  return (
    <>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          label="Plan"
          value={filter.plan ? String(filter.plan) : ''}
          onChange={(event) => onFilterChange({ ...filter, plan: event.currentTarget.value ? Number(event.currentTarget.value) : null, page: 1 })}
          data={[{ value: '', label: 'Any plan' }, ...plans]}
        />
        <TextInput
          label="Tag"
          placeholder="storage=nfs"
          value={filter.tags?.[0] ?? ''}
          onChange={(event) => onFilterChange({ ...filter, tags: event.currentTarget.value ? [event.currentTarget.value] : [], page: 1 })}
        />
        <TextInput label="From" type="date" value={filter.dateFrom ?? ''} onChange={(event) => onFilterChange({ ...filter, dateFrom: event.currentTarget.value || null, page: 1 })} />
        <TextInput label="To" type="date" value={filter.dateTo ?? ''} onChange={(event) => onFilterChange({ ...filter, dateTo: event.currentTarget.value || null, page: 1 })} />
        <TextInput label="Search" placeholder="label or notes" value={filter.q ?? ''} onChange={(event) => onFilterChange({ ...filter, q: event.currentTarget.value, page: 1 })} />
      </Group>
      {error ? <ErrorAlert error={error} title="Runs could not be loaded" /> : null}
      <Table.ScrollContainer minWidth={560} mah={360}>
        <Table striped highlightOnHover stickyHeader aria-label="Runs to compare">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <span className="visually-hidden">Pick</span>
              </Table.Th>
              <Table.Th>Run</Table.Th>
              <Table.Th>Date</Table.Th>
              <Table.Th>Users</Table.Th>
              <Table.Th>Plan</Table.Th>
              <Table.Th>Tags</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {runs.map((run) => (
              <Table.Tr key={run.id}>
                <Table.Td>
                  <Checkbox aria-label={`Pick ${run.label}`} checked={selected.has(run.id)} onChange={(event) => onToggle(run, event.currentTarget.checked)} />
                </Table.Td>
                <Table.Td>{run.label}</Table.Td>
                <Table.Td>{run.date ?? '—'}</Table.Td>
                <Table.Td>{run.users ?? '—'}</Table.Td>
                <Table.Td>{run.plan ? `${run.plan.name} v${run.plan.version}` : '—'}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {Object.entries(run.tags).map(([key, value]) => (
                      <Badge key={key} size="xs" variant="light" tt="none">
                        {key}={value}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between">
        <Text size="sm" c="dimmed" role="status">
          {isPending ? 'Loading runs…' : `${data?.count ?? 0} runs match; ${pickedCount} picked.`}
        </Text>
        {pages > 1 ? <LabelledPagination total={pages} value={filter.page ?? 1} onChange={(page) => onFilterChange({ ...filter, page })} aria-label="Run pages" /> : null}
      </Group>
    </>
  );
}
