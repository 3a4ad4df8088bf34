import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import { NotChecked } from './not-checked';

const COVERAGE = {
  checked: 19,
  total: 100,
  not_checked: [
    { rule: 'IC030', title: 'Jumbo frames on the interconnect', severity: 'warning' as const, category: 'interconnect' as const, fields: ['/interconnect/type'] },
    { rule: 'ST076', title: 'Multipath policy in the defaults section', severity: 'error' as const, category: 'storage' as const, fields: ['/storage/fcp/paths_per_disk', '/storage/fcp/rr_min_io'] },
  ],
};

describe('NotChecked', () => {
  it('says how many rules the findings and the score cover', () => {
    renderWithProviders(<NotChecked coverage={COVERAGE} />);
    expect(screen.getByTestId('as-built-coverage')).toHaveTextContent('The findings and the score cover 19 of 100 rules');
  });

  it('lists each rule not checked with the fields no file showed', async () => {
    renderWithProviders(<NotChecked coverage={COVERAGE} />);
    await userEvent.click(screen.getByText('2 rules not checked'));
    const list = screen.getByRole('list', { name: 'Rules not checked' });
    const items = within(list).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'IC030 Jumbo frames on the interconnect: not checked, no file shows interconnect/type',
      'ST076 Multipath policy in the defaults section: not checked, no file shows storage/fcp/paths_per_disk, storage/fcp/rr_min_io',
    ]);
  });

  it('shows nothing for a check without coverage (none assembled, or made before coverage was kept)', () => {
    renderWithProviders(<NotChecked coverage={null} />);
    expect(screen.queryByTestId('as-built-coverage')).not.toBeInTheDocument();
  });
});
