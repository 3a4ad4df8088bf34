import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';

type FilterFormProps = {
  /** The accessible name of the search landmark. */
  label: string;
  /** Filters side by side on a wide screen (one on a phone, two on a tablet). */
  columns: number;
  search: string;
  searchPlaceholder: string;
  /** 'search' makes the box a searchbox (with the browser's clear button). */
  searchType?: 'search' | 'text';
  onSearch: (q: string) => void;
  /** Whether any filter is set: only then is "Clear filters" offered. */
  active: boolean;
  onClear: () => void;
  children: ReactNode;
};

/** A list's filter bar: a search box first, the list's own filters, and "Clear filters" once any is set. Every change applies at once. */
export function FilterForm({ label, columns, search, searchPlaceholder, searchType = 'text', onSearch, active, onClear, children }: FilterFormProps) {
  return (
    <form role="search" aria-label={label} onSubmit={(event) => event.preventDefault()}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: columns }} spacing="sm" verticalSpacing="xs">
        <TextInput label="Search" placeholder={searchPlaceholder} type={searchType} value={search} onChange={(event) => onSearch(event.currentTarget.value)} />
        {children}
      </SimpleGrid>
      {active ? (
        <Group justify="flex-end" mt="xs">
          <Button variant="subtle" size="xs" onClick={onClear}>
            Clear filters
          </Button>
        </Group>
      ) : null}
    </form>
  );
}
