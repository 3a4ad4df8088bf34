import { Table, type TableProps, type TableScrollContainerProps, type TableTdProps, type TableTrProps, Text } from '@mantine/core';
import type { CSSProperties, Key, ReactNode } from 'react';

/** One column: its header, how a row fills its cell, and how the column sits. */
export type DataColumn<Row> = {
  /** Unique within the table (React's key for the header and the cells). */
  key: string;
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  /** Numbers align right, in the header and in every cell. */
  align?: 'left' | 'right';
  /** Header and cells never wrap (dates, sizes, throughput). */
  nowrap?: boolean;
  /** The header's width, e.g. a share of the table ("24%") or pixels. */
  width?: string | number;
  /** Extra props for the column's cells (min/max width, font, style), the same for every row or per row. */
  td?: CellProps | ((row: Row) => CellProps);
};

type CellProps = Omit<TableTdProps, 'style'> & { style?: CSSProperties };

/** The attributes a row may carry besides its cells: data-* for tests and e2e, aria-current, a background. */
export type DataRowProps = TableTrProps & { [data: `data-${string}`]: string | undefined };

type RowsProps<Row> = {
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  rowProps?: (row: Row, index: number) => DataRowProps;
};

type DataTableProps<Row> = Omit<TableProps, 'children' | 'aria-label'> &
  Partial<RowsProps<Row>> & {
    columns: readonly DataColumn<Row>[];
    /** The table's accessible name. */
    label: string;
    caption?: ReactNode;
    /** Said instead of the table when `rows` is empty; without it an empty table still shows its headers. */
    empty?: ReactNode;
    /** Below this width the table scrolls sideways inside its container. */
    minWidth: number;
    scroll?: Omit<TableScrollContainerProps, 'children' | 'minWidth'>;
    /** A body of the caller's own (grouped or expandable rows, built with DataTableRow) instead of `rows`. */
    body?: ReactNode;
  };

function cellStyle(nowrap: boolean | undefined, style?: CSSProperties): CSSProperties | undefined {
  return nowrap ? { whiteSpace: 'nowrap', ...style } : style;
}

/** One row of a DataTable: a cell per column, filled by the column's renderer. */
export function DataTableRow<Row>({ columns, row, index, ...trProps }: { columns: readonly DataColumn<Row>[]; row: Row; index: number } & DataRowProps) {
  return (
    <Table.Tr {...trProps}>
      {columns.map((column) => {
        const td = typeof column.td === 'function' ? column.td(row) : column.td;
        return (
          <Table.Td key={column.key} ta={column.align} {...td} style={cellStyle(column.nowrap, td?.style)}>
            {column.cell(row, index)}
          </Table.Td>
        );
      })}
    </Table.Tr>
  );
}

/**
 * The app's table: a scroll container, a named table with a header cell per column, and a row per item (or a
 * body of the caller's own). Every list page and panel draws its table with it, so headers, scopes and
 * alignment look and read the same everywhere.
 */
export function DataTable<Row>({ columns, rows, rowKey, rowProps, label, caption, empty, minWidth, scroll, body, ...tableProps }: DataTableProps<Row>) {
  if (empty !== undefined && rows && rows.length === 0) return <Text size="sm">{empty}</Text>;
  return (
    <Table.ScrollContainer minWidth={minWidth} {...scroll}>
      <Table aria-label={label} {...tableProps}>
        {caption ? <Table.Caption>{caption}</Table.Caption> : null}
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} scope="col" ta={column.align} w={column.width} style={cellStyle(column.nowrap)}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {body ??
            rows?.map((row, index) => (
              <DataTableRow key={rowKey ? rowKey(row) : index} columns={columns} row={row} index={index} {...rowProps?.(row, index)} />
            ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
