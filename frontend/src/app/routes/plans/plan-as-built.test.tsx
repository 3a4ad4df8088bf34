import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { FieldDifference } from '@/features/asbuilt';
import { renderWithProviders } from '@/testing/render';

import { AsBuiltFieldChanges } from './plan-as-built';

// Fixture fields in the API's shape (not from a real cluster): a wrong interconnect MTU, the multipath policy in
// the defaults section, a sysctl the plan leaves to the rendered default, a planned leaf the files do not give.
const FIELDS: FieldDifference[] = [
  { path: '/interconnect/mtu', before: 1500, after: 9000, change: 'changed' },
  { path: '/storage/fcp/policy_section', before: 'devices', after: 'defaults', change: 'changed' },
  { path: '/kernel/sysctl/net.core.rmem_max', before: null, after: 131071, change: 'added' },
  { path: '/interconnect/type', before: 'gigabit_ethernet', after: null, change: 'removed' },
];

const values = (row: HTMLElement) => within(row).getAllByRole('cell').slice(1).map((cell) => cell.textContent);

describe('AsBuiltFieldChanges', () => {
  it('lists the differing fields with their names, planned and as-built values', () => {
    renderWithProviders(<AsBuiltFieldChanges changes={FIELDS} />);
    const table = screen.getByRole('table', { name: 'Document fields that differ from the plan' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Field', 'Planned', 'As built']);
    const row = (field: string) => within(table).getByRole('row', { name: new RegExp(`^${field} `) });
    const mtu = row('interconnect › mtu');
    const section = row('storage › fcp › policy section');
    const rmem = row('kernel › sysctl › net.core.rmem max');
    const type = row('interconnect › type');
    expect(values(mtu)).toEqual(['1500', '9000']);
    // enumerations read as the editor's labels
    expect(values(section)).toEqual(['devices section (device entry)', 'defaults section']);
    expect(values(rmem)).toEqual(['(not set)', '131071']);
    expect(values(type)).toEqual(['Gigabit Ethernet', '(not set)']);
  });

  it('says no field differs when none does', () => {
    renderWithProviders(<AsBuiltFieldChanges changes={[]} />);
    expect(screen.getByText('No field differs.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
