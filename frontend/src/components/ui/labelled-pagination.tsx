import { Group, Pagination, type PaginationProps, Text } from '@mantine/core';

import { PAGE_SIZE } from '@/lib/api/vocabulary';

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

/**
 * The footer of a paged list: how many rows there are and the page buttons, shown once there is more than one page
 * of the server's PAGE_SIZE (the lists that send no page_size).
 */
export function ListPages({ count, noun, page, onChange, label }: { count: number; noun: string; page: number; onChange: (page: number) => void; label: string }) {
  if (count <= PAGE_SIZE) return null;
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c="dimmed">
        {count} {noun}
      </Text>
      <LabelledPagination total={Math.ceil(count / PAGE_SIZE)} value={page} onChange={onChange} aria-label={label} />
    </Group>
  );
}
