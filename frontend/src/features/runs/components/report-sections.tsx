import { Anchor, Code, Group, Modal, Select, Stack, Table, Tabs, Text, TextInput, Tooltip, UnstyledButton } from '@mantine/core';
import { LabelledPagination } from '@/components/ui/labelled-pagination';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';

import { ErrorAlert } from '@/components/ui/error-alert';
import { PageLoader } from '@/components/ui/page-loader';

import {
  type ReportSectionKey,
  type ReportSectionSummary,
  useReportSectionPage,
  useReportSections,
} from '../api/get-report-sections';
import type { RunFile } from '../types';
import { formatNumber } from '../utils/format';
import { READABLE_COLOURS } from '../utils/readable-colours';

/** Kinds of parsed file that carry detail lists. */
const REPORT_KINDS = new Set(['awr_instance', 'awr_rac_global', 'statspack']);
const PAGE_SIZE = 25;

type Row = Record<string, unknown>;
type Column = { key: string; label: string; digits?: number; text?: boolean };

const COLUMNS: Record<ReportSectionKey, Column[]> = {
  sql_stats: [
    { key: 'rank', label: '#', digits: 0 },
    { key: 'sql_id', label: 'SQL id', text: true },
    { key: 'value', label: 'Value', digits: 2 },
    { key: 'executions', label: 'Executions', digits: 0 },
    { key: 'per_exec', label: 'Per exec', digits: 2 },
    { key: 'pct_total', label: '% total', digits: 2 },
    { key: 'elapsed_s', label: 'Elapsed (s)', digits: 2 },
    { key: 'pct_cpu', label: '% CPU', digits: 1 },
    { key: 'pct_io', label: '% IO', digits: 1 },
    { key: 'module', label: 'Module', text: true },
  ],
  wait_events: [
    { key: 'event', label: 'Event', text: true },
    { key: 'waits', label: 'Waits', digits: 0 },
    { key: 'pct_timeouts', label: '% timeouts', digits: 1 },
    { key: 'time_s', label: 'Time (s)', digits: 1 },
    { key: 'avg_ms', label: 'Avg (ms)', digits: 3 },
    { key: 'waits_per_txn', label: 'Waits / txn', digits: 2 },
    { key: 'pct_time', label: '% time', digits: 2 },
  ],
  wait_histograms: [
    { key: 'event', label: 'Event', text: true },
    { key: 'total_waits', label: 'Waits', digits: 0 },
  ],
  segment_stats: [
    { key: 'rank', label: '#', digits: 0 },
    { key: 'owner', label: 'Owner', text: true },
    { key: 'tablespace', label: 'Tablespace', text: true },
    { key: 'object_name', label: 'Object', text: true },
    { key: 'subobject_name', label: 'Subobject', text: true },
    { key: 'object_type', label: 'Type', text: true },
    { key: 'value', label: 'Value', digits: 0 },
    { key: 'pct', label: '%', digits: 2 },
  ],
  activity_stats: [
    { key: 'statistic', label: 'Statistic', text: true },
    { key: 'total', label: 'Total', digits: 0 },
    { key: 'per_second', label: 'Per second', digits: 2 },
    { key: 'per_txn', label: 'Per transaction', digits: 2 },
  ],
  gc_transfer: [
    { key: 'dest_inst', label: 'To instance', digits: 0 },
    { key: 'inst_no', label: 'From instance', digits: 0 },
    { key: 'block_class', label: 'Block class', text: true },
    { key: 'cr_received', label: 'CR received', digits: 0 },
    { key: 'cr_immed_pct', label: 'CR % immed', digits: 1 },
    { key: 'cr_busy_pct', label: 'CR % busy', digits: 1 },
    { key: 'cr_congested_pct', label: 'CR % congested', digits: 1 },
    { key: 'current_received', label: 'Current received', digits: 0 },
    { key: 'current_immed_pct', label: 'Current % immed', digits: 1 },
    { key: 'current_busy_pct', label: 'Current % busy', digits: 1 },
    { key: 'current_congested_pct', label: 'Current % congested', digits: 1 },
  ],
  tablespace_io: [
    { key: 'tablespace', label: 'Tablespace', text: true },
    { key: 'reads', label: 'Reads', digits: 0 },
    { key: 'reads_per_s', label: 'Reads/s', digits: 1 },
    { key: 'avg_read_ms', label: 'Avg read (ms)', digits: 2 },
    { key: 'blocks_per_read', label: 'Blocks/read', digits: 2 },
    { key: 'writes', label: 'Writes', digits: 0 },
    { key: 'writes_per_s', label: 'Writes/s', digits: 1 },
    { key: 'buffer_waits', label: 'Buffer waits', digits: 0 },
    { key: 'avg_buffer_wait_ms', label: 'Avg buffer wait (ms)', digits: 2 },
  ],
  file_io: [],
};
COLUMNS.file_io = [COLUMNS.tablespace_io[0] as Column, { key: 'file', label: 'File', text: true }, ...COLUMNS.tablespace_io.slice(1)];

const GROUP_LABELS: Record<string, string> = { foreground: 'Foreground', background: 'Background' };

function groupLabel(group: string): string {
  return GROUP_LABELS[group] ?? group.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}

function cellText(value: unknown, column: Column): string {
  if (column.text) return typeof value === 'string' && value ? value : '—';
  return formatNumber(typeof value === 'number' ? value : null, column.digits ?? 1);
}

type Bucket = { label: string; pct: number | null };

function SqlTextModal({ row, onClose }: { row: Row | null; onClose: () => void }) {
  const narrow = useMediaQuery('(max-width: 48em)');
  const text = row && typeof row.sql_text === 'string' ? row.sql_text : null;
  return (
    <Modal
      opened={row !== null}
      onClose={onClose}
      title={row ? `SQL ${String(row.sql_id)}` : ''}
      size="xl"
      fullScreen={narrow}
      style={READABLE_COLOURS}
    >
      {/* React escapes the text: the statement is shown as text, never as markup. */}
      {text ? (
        <Code block data-testid="sql-text" style={{ whiteSpace: 'pre-wrap', maxHeight: '60vh', overflow: 'auto' }}>
          {text}
        </Code>
      ) : (
        <Text size="sm" c="dimmed">
          The report does not print this statement's text.
        </Text>
      )}
    </Modal>
  );
}

function SortHeader({
  column,
  ordering,
  onSort,
}: {
  column: Column;
  ordering: string;
  onSort: (ordering: string) => void;
}) {
  const active = ordering.replace(/^-/, '') === column.key;
  const descending = active && ordering.startsWith('-');
  const next = active ? (descending ? column.key : `-${column.key}`) : column.text ? column.key : `-${column.key}`;
  return (
    <Table.Th scope="col" ta={column.text ? 'left' : 'right'} aria-sort={active ? (descending ? 'descending' : 'ascending') : 'none'}>
      <UnstyledButton onClick={() => onSort(next)} fz="sm" fw={700} aria-label={`Sort by ${column.label}`}>
        {column.label}
        {active ? (descending ? ' ↓' : ' ↑') : ''}
      </UnstyledButton>
    </Table.Th>
  );
}

function SectionTable({ fileId, fileName, summary }: { fileId: number; fileName: string; summary: ReportSectionSummary }) {
  const [group, setGroup] = useState<string | null>(summary.groups[0] ?? null);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const [ordering, setOrdering] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [sqlRow, setSqlRow] = useState<Row | null>(null);
  const { data, error, isPending } = useReportSectionPage(fileId, summary.key, {
    group,
    q,
    ordering,
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const rows = (data?.rows ?? []) as Row[];
  const bucketLabels = summary.key === 'wait_histograms' ? ((rows[0]?.buckets as Bucket[] | undefined) ?? []).map((b) => b.label) : [];
  const columns = COLUMNS[summary.key];
  const source = data?.source || summary.source;
  return (
    <Stack gap="xs">
      <Group gap="sm" align="flex-end" wrap="wrap">
        {summary.groups.length > 1 ? (
          <Select
            label="List"
            data={summary.groups.map((value) => ({ value, label: groupLabel(value) }))}
            value={group}
            onChange={(value) => {
              setGroup(value);
              setPage(1);
            }}
            allowDeselect={false}
            w={280}
          />
        ) : null}
        <TextInput
          label="Search"
          placeholder="Filter rows"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={220}
        />
        <Tooltip
          label={`From ${fileName}, section “${source || summary.title}”.`}
          multiline
          w={280}
          withArrow
          events={{ hover: true, focus: true, touch: true }}
        >
          <UnstyledButton aria-label={`Source of ${summary.title}`} fz="xs" c="indigo.8" td="underline" mb={8}>
            source
          </UnstyledButton>
        </Tooltip>
      </Group>
      {error ? <ErrorAlert error={error} title="The list could not be loaded" /> : null}
      {isPending ? (
        <PageLoader label={`Loading ${summary.title.toLowerCase()}`} />
      ) : (
        <Table.ScrollContainer minWidth={640} type="native" tabIndex={0} aria-label={`${summary.title} (scrollable)`}>
          <Table striped verticalSpacing={4} fz="sm" aria-label={summary.title} data-section={summary.key}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <SortHeader key={column.key} column={column} ordering={data?.ordering ?? ''} onSort={setOrdering} />
                ))}
                {bucketLabels.map((label) => (
                  <Table.Th key={label} scope="col" ta="right">
                    {label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                <Table.Tr key={index}>
                  {columns.map((column) => (
                    <Table.Td key={column.key} ta={column.text ? 'left' : 'right'}>
                      {column.key === 'sql_id' ? (
                        <Anchor component="button" type="button" fz="sm" ff="monospace" onClick={() => setSqlRow(row)}>
                          {String(row.sql_id)}
                        </Anchor>
                      ) : (
                        cellText(row[column.key], column)
                      )}
                    </Table.Td>
                  ))}
                  {bucketLabels.map((label, i) => (
                    <Table.Td key={label} ta="right">
                      {formatNumber((row.buckets as Bucket[] | undefined)?.[i]?.pct ?? null, 1)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group justify="space-between" wrap="wrap">
        <Text size="xs" c="dimmed">
          {data ? `${data.count} row${data.count === 1 ? '' : 's'}` : ''}
          {summary.key === 'wait_histograms' ? ' · % of each event’s waits per latency bucket' : ''}
        </Text>
        {data && data.count > PAGE_SIZE ? (
          <LabelledPagination total={Math.ceil(data.count / PAGE_SIZE)} value={page} onChange={setPage} aria-label={`Pages of ${summary.title}`} />
        ) : null}
      </Group>
      <SqlTextModal row={sqlRow} onClose={() => setSqlRow(null)} />
    </Stack>
  );
}

/** Every row of the long lists of a parsed AWR / Statspack report, one tab per list. Read-only for everyone. */
export function ReportSections({ files }: { files: RunFile[] }) {
  const reports = files.filter((file) => file.state === 'parsed' && REPORT_KINDS.has(file.kind));
  const [chosen, setChosen] = useState<number | null>(null);
  const fileId = chosen !== null && reports.some((f) => f.id === chosen) ? chosen : (reports[0]?.id ?? null);
  const { data, error, isPending } = useReportSections(fileId);
  if (reports.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No parsed AWR or Statspack report yet: upload one to read its SQL, wait event, segment and IO lists.
      </Text>
    );
  }
  const file = reports.find((f) => f.id === fileId) ?? reports[0];
  const sections = data?.sections ?? [];
  return (
    <Stack gap="sm">
      {reports.length > 1 ? (
        <Select
          label="Report"
          data={reports.map((f) => ({ value: String(f.id), label: f.name }))}
          value={String(fileId)}
          onChange={(value) => setChosen(value ? Number(value) : null)}
          allowDeselect={false}
          maw={420}
        />
      ) : null}
      {error ? <ErrorAlert error={error} title="The report's lists could not be loaded" /> : null}
      {isPending ? <PageLoader label="Loading the report's lists" /> : null}
      {data && sections.length === 0 ? (
        <Text size="sm" c="dimmed">
          This report has none of the detail lists.
        </Text>
      ) : null}
      {sections.length > 0 && file ? (
        <Tabs defaultValue={sections[0]?.key} keepMounted={false} key={fileId}>
          <Tabs.List style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
            {sections.map((s) => (
              <Tabs.Tab key={s.key} value={s.key}>
                {s.title} ({s.count})
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {sections.map((s) => (
            <Tabs.Panel key={s.key} value={s.key} pt="sm">
              <SectionTable fileId={file.id} fileName={file.name} summary={s} />
            </Tabs.Panel>
          ))}
        </Tabs>
      ) : null}
    </Stack>
  );
}
