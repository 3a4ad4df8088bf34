import { Anchor, Badge, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { Fragment, useMemo, useState } from 'react';
import { Link } from 'react-router';

import { type DataColumn, DataTable, DataTableRow } from '@/components/ui/data-table';

import type { DiffLine } from '../types';
import {
  CHANGE_COLOURS,
  CHANGE_KINDS,
  CHANGE_LABELS,
  changeFilter,
  countByChange,
  diffLineSentence,
  type DiffFilters,
  diffNodes,
  filterDiffLines,
  groupDiffLines,
  NO_FILTERS,
} from '../utils/diff-lines';

const ALL = 'all';

/** A value from an uploaded or rendered file: plain text, kept whole, never markup. */
function Value({ value }: { value: string | null }) {
  if (value === null) return <Text span size="sm" c="gray.7">—</Text>;
  return (
    <Text span size="sm" ff="monospace" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
      {value}
    </Text>
  );
}

const COLUMNS: readonly DataColumn<DiffLine>[] = [
  {
    key: 'setting',
    header: 'Setting',
    cell: (line) => (
      <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
        {line.key}
      </Text>
    ),
  },
  { key: 'planned', header: 'Planned', cell: (line) => <Value value={line.planned} /> },
  { key: 'actual', header: 'Actual', cell: (line) => <Value value={line.actual} /> },
  {
    key: 'change',
    header: 'Change',
    cell: (line) => (
      <Badge color={CHANGE_COLOURS[line.change]} variant="light" size="sm">
        {CHANGE_LABELS[line.change]}
      </Badge>
    ),
  },
  {
    key: 'rule',
    header: 'Rule',
    cell: (line) =>
      line.rule ? (
        <Anchor component={Link} to={`/rules/${encodeURIComponent(line.rule)}`} size="sm" c="indigo.8">
          {line.rule}
        </Anchor>
      ) : (
        <Text span size="sm" c="gray.7">—</Text>
      ),
  },
];

/**
 * The plan diff: every setting that differs between the rendered bundle and the uploaded files, grouped by node
 * and bundle file, with filters by node and kind of change.
 */
export function DiffTable({ lines }: { lines: readonly DiffLine[] }) {
  const [filters, setFilters] = useState<DiffFilters>(NO_FILTERS);
  const nodes = useMemo(() => diffNodes(lines), [lines]);
  const counts = useMemo(() => countByChange(lines), [lines]);
  // A node filter left over from an earlier answer would hide everything; fall back to all nodes.
  const node = filters.node !== null && nodes.includes(filters.node) ? filters.node : null;
  const groups = useMemo(() => groupDiffLines(filterDiffLines(lines, { ...filters, node })), [lines, filters, node]);

  if (lines.length === 0) {
    return (
      <Text size="sm" role="status">
        No differences: every uploaded setting matches the plan.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap" align="flex-end">
        <Select
          label="Node"
          data={[{ value: ALL, label: 'All nodes' }, ...nodes.map((name) => ({ value: name, label: name }))]}
          value={node ?? ALL}
          onChange={(value) => setFilters((current) => ({ ...current, node: !value || value === ALL ? null : value }))}
          allowDeselect={false}
          w={200}
        />
        <Select
          label="Change"
          data={[
            { value: ALL, label: `All changes (${lines.length})` },
            ...CHANGE_KINDS.map((kind) => ({ value: kind, label: `${CHANGE_LABELS[kind]} (${counts[kind]})` })),
          ]}
          value={filters.change ?? ALL}
          onChange={(value) => setFilters((current) => ({ ...current, change: changeFilter(value) }))}
          allowDeselect={false}
          w={240}
        />
      </Group>
      {groups.length === 0 ? (
        <Text size="sm" role="status">
          No differences match these filters.
        </Text>
      ) : null}
      {groups.map((group) => (
        <Stack gap={4} key={group.node} component="section" aria-label={`Differences on ${group.node}`} data-node={group.node}>
          <Title order={3} size="h5">
            {group.node === 'cluster' ? 'Cluster-wide' : group.node}{' '}
            <Text span size="sm" c="gray.7">
              ({group.count} {group.count === 1 ? 'difference' : 'differences'})
            </Text>
          </Title>
          <DataTable
            label={`Differences on ${group.node}`}
            minWidth={640}
            // Focusable, so a keyboard can scroll it sideways where it is wider than a phone (axe
            // scrollable-region-focusable at 390 px).
            scroll={{ type: 'native', tabIndex: 0, role: 'region', 'aria-label': `Differences on ${group.node} (scrollable)` }}
            verticalSpacing={4}
            columns={COLUMNS}
            body={group.files.map((file) => (
              <Fragment key={file.file}>
                <Table.Tr data-file={file.file}>
                  <Table.Th scope="colgroup" colSpan={COLUMNS.length} bg="gray.0">
                    <Text span size="sm" ff="monospace" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {file.file}
                    </Text>{' '}
                    <Text span size="xs" c="gray.7">
                      {file.kind}
                    </Text>
                  </Table.Th>
                </Table.Tr>
                {file.lines.map((line, index) => (
                  <DataTableRow key={`${line.key}-${line.change}`} columns={COLUMNS} row={line} index={index} data-change={line.change} aria-label={diffLineSentence(line)} />
                ))}
              </Fragment>
            ))}
          />
        </Stack>
      ))}
    </Stack>
  );
}
