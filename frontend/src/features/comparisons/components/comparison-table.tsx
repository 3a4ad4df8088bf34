import { Badge, Table, Text } from '@mantine/core';
import { memo } from 'react';

import type { ComparisonResult } from '../types';
import { formatChange, formatNumber, halfWidth } from '../utils/format';

type Props = { result: ComparisonResult };

/** Every metric: the mean per group (± the 95 % interval half-width when there is one) and the change against the baseline. */
function ComparisonTableImpl({ result }: Props) {
  const columns = result.table.columns;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped withTableBorder aria-label="All metrics by group">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Metric</Table.Th>
            {columns.map((name) => (
              <Table.Th key={name}>
                {name}
                {name === result.baseline?.group ? (
                  <Badge ml={6} size="xs" variant="light">
                    baseline
                  </Badge>
                ) : null}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {result.table.rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {row.label}
                </Text>
                <Text size="xs" c="dimmed">
                  {row.unit}
                </Text>
              </Table.Td>
              {row.cells.map((cell) => (
                <Table.Td key={cell.group}>
                  <Text size="sm">
                    {formatNumber(cell.mean)}
                    {halfWidth(cell.ci95) !== null && cell.mean !== null ? ` ± ${formatNumber(halfWidth(cell.ci95), 3)}` : ''}
                  </Text>
                  <Text size="xs" c="dimmed">
                    n = {cell.n}
                    {cell.group !== result.baseline?.group && cell.pct_change !== null ? ` · ${formatChange(cell.pct_change)}` : ''}
                    {cell.within_noise === true ? ' · within noise' : cell.within_noise === false ? ' · beyond noise' : ''}
                  </Text>
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export const ComparisonTable = memo(ComparisonTableImpl);
