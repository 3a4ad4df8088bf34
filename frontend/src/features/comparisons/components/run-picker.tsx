import { Badge, Checkbox, Group, NativeSelect, Text, TextInput } from '@mantine/core';
import { useMemo } from 'react';

import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { ErrorAlert } from '@/components/ui/error-alert';
import { LabelledPagination } from '@/components/ui/labelled-pagination';
import { PAGE_SIZE } from '@/lib/api/vocabulary';

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

const RUN_COLUMNS: readonly DataColumn<RunListItem>[] = [
  { key: 'run', header: 'Run', cell: (run) => run.label },
  { key: 'date', header: 'Date', cell: (run) => run.date ?? '—' },
  { key: 'users', header: 'Users', cell: (run) => run.users ?? '—' },
  { key: 'plan', header: 'Plan', cell: (run) => (run.plan ? `${run.plan.name} v${run.plan.version}` : '—') },
  {
    key: 'tags',
    header: 'Tags',
    cell: (run) => (
      <Group gap={4}>
        {Object.entries(run.tags).map(([key, value]) => (
          <Badge key={key} size="xs" variant="light" tt="none">
            {key}={value}
          </Badge>
        ))}
      </Group>
    ),
  },
];

/** Filters (plan, tag, dates, text) and a table of runs with a checkbox each. */
export function RunPicker({ filter, onFilterChange, selected, pickedCount, plansOfPicked, onToggle }: Props) {
  const { data, error, isPending } = useRunsForComparison(filter);
  const runs = useMemo(() => data?.results ?? [], [data]);
  const plans = useMemo(() => {
    const seen = new Map<number, string>();
    for (const run of [...runs, ...plansOfPicked]) if (run.plan) seen.set(run.plan.id, run.plan.name);
    return [...seen.entries()].map(([id, name]) => ({ value: String(id), label: name }));
  }, [runs, plansOfPicked]);
  const columns: readonly DataColumn<RunListItem>[] = [
    {
      key: 'pick',
      header: <span className="visually-hidden">Pick</span>,
      width: 40,
      cell: (run) => <Checkbox aria-label={`Pick ${run.label}`} checked={selected.has(run.id)} onChange={(event) => onToggle(run, event.currentTarget.checked)} />,
    },
    ...RUN_COLUMNS,
  ];
  const pages = data ? Math.max(1, Math.ceil(data.count / PAGE_SIZE)) : 1;

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
      <DataTable label="Runs to compare" minWidth={560} scroll={{ mah: 360 }} striped highlightOnHover stickyHeader columns={columns} rows={runs} rowKey={(run) => run.id} />
      <Group justify="space-between">
        <Text size="sm" c="dimmed" role="status">
          {isPending ? 'Loading runs…' : `${data?.count ?? 0} runs match; ${pickedCount} picked.`}
        </Text>
        {pages > 1 ? <LabelledPagination total={pages} value={filter.page ?? 1} onChange={(page) => onFilterChange({ ...filter, page })} aria-label="Run pages" /> : null}
      </Group>
    </>
  );
}
