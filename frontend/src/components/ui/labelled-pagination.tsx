import { Pagination, type PaginationProps } from '@mantine/core';

const CONTROL_LABELS = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' } as const;

/** Mantine's Pagination with a name on every button, so screen readers (and axe's button-name rule) can tell them apart. */
export function LabelledPagination(props: PaginationProps & { 'aria-label': string }) {
  return (
    <Pagination
      size="sm"
      getItemProps={(number) => ({ 'aria-label': `Page ${number}` })}
      getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
      {...props}
    />
  );
}
