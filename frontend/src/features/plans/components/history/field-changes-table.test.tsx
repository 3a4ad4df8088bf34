import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { FieldChange } from '@/features/plans/types';
import { renderWithProviders } from '@/testing/render';

import { FieldChangesTable } from './field-changes-table';

// Issue 39: an added node was eight rows, one per field; the server now sends it as one change holding the node
// (apps.topology.parsing.diff_documents), and a section a protocol change empties as one removed change.
const CHANGES: FieldChange[] = [
  {
    path: '/nodes/2',
    before: null,
    after: { hostname: 'rac3', cpus: 2, memory_gb: 16, machine: 'z10a', public_ip: '10.10.0.13', private_ip: null },
    change: 'added',
  },
  { path: '/storage/eckd', before: { disk_model: 'mod27', pav: 'pav', aliases_per_lcu: 10 }, after: null, change: 'removed' },
  { path: '/interconnect/type', before: 'hipersockets', after: 'osa_10gbe', change: 'changed' },
];

function rowOf(table: HTMLElement, pointer: string): HTMLElement {
  const row = within(table).getByText(pointer, { exact: true }).closest('tr');
  if (!row) throw new Error(`no row for ${pointer}`);
  return row;
}

describe('FieldChangesTable', () => {
  it('shows an added node and a removed section as one row each, listing their fields', () => {
    renderWithProviders(<FieldChangesTable changes={CHANGES} />);
    const table = screen.getByRole('table', { name: 'Fields changed' });
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(3);

    const node = rowOf(table, '/nodes/2');
    expect(within(node).getByText('(not set)')).toBeInTheDocument();
    const fields = within(node).getByRole('list', { name: 'Fields of nodes › 3' });
    // Set fields only, each as the editor names it; a field the node leaves unset (private_ip) is not listed.
    expect(within(fields).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'hostname: rac3',
      'cpus: 2',
      'memory gb: 16',
      'machine: z10a',
      'public ip: 10.10.0.13',
    ]);

    const section = rowOf(table, '/storage/eckd');
    expect(within(section).getByText('(removed)')).toBeInTheDocument();
    expect(within(within(section).getByRole('list', { name: 'Fields of storage › eckd' })).getAllByRole('listitem')).toHaveLength(3);

    const changed = rowOf(table, '/interconnect/type');
    expect(within(changed).getByText('HiperSockets')).toBeInTheDocument();
    expect(within(changed).getByText('OSA Express 10 GbE')).toBeInTheDocument();
    expect(within(changed).queryByRole('list')).toBeNull();
  });
});
