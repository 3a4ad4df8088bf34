import { Badge, Text } from '@mantine/core';
import { memo } from 'react';

import { type DataColumn, DataTable } from '@/components/ui/data-table';

import type { ComparisonResult } from '../types';
import { formatChange, formatNumber, halfWidth } from '../utils/format';

type Props = { result: ComparisonResult };

/** Every metric: the mean per group (± the 95 % interval half-width when there is one) and the change against the baseline. */
type Row = ComparisonResult['table']['rows'][number];

const METRIC_COLUMN: DataColumn<Row> = {
  key: 'metric',
  header: 'Metric',
  cell: (row) => (
    <>
      <Text size="sm" fw={500}>
        {row.label}
      </Text>
      <Text size="xs" c="dimmed">
        {row.unit}
      </Text>
    </>
  ),
};

function ComparisonTableImpl({ result }: Props) {
  const baseline = result.baseline?.group;
  const columns: readonly DataColumn<Row>[] = [
    METRIC_COLUMN,
    ...result.table.columns.map((name, position): DataColumn<Row> => ({
      key: name,
      header: (
        <>
          {name}
          {name === baseline ? (
            <Badge ml={6} size="xs" variant="light">
              baseline
            </Badge>
          ) : null}
        </>
      ),
      cell: (row) => {
        const cell = row.cells[position];
        if (!cell) return null;
        return (
          <>
            <Text size="sm">
              {formatNumber(cell.mean)}
              {halfWidth(cell.ci95) !== null && cell.mean !== null ? ` ± ${formatNumber(halfWidth(cell.ci95), 3)}` : ''}
            </Text>
            <Text size="xs" c="dimmed">
              n = {cell.n}
              {cell.group !== baseline && cell.pct_change !== null ? ` · ${formatChange(cell.pct_change)}` : ''}
              {cell.within_noise === true ? ' · within noise' : cell.within_noise === false ? ' · beyond noise' : ''}
            </Text>
          </>
        );
      },
    })),
  ];
  // A native scroller at narrow widths: keyboard users can scroll it (axe: scrollable-region-focusable).
  return <DataTable label="All metrics by group" minWidth={480} scroll={{ type: 'native', tabIndex: 0, role: 'region', 'aria-label': 'All metrics by group (scrolls sideways)' }} striped withTableBorder columns={columns} rows={result.table.rows} rowKey={(row) => row.key} />;
}

export const ComparisonTable = memo(ComparisonTableImpl);
