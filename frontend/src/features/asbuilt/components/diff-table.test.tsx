import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import type { DiffLine } from '../types';
import { DiffTable } from './diff-table';

// Fixture lines in the API's shape; the markup in one value stands for hostile text in an uploaded file.
const LINES: DiffLine[] = [
  { node: 'rac2', file: 'rac2/etc/sysctl.conf', kind: 'sysctl', key: 'net.core.rmem_max', planned: '4194304', actual: '262144', change: 'changed', rule: 'KP001', message: 'planned `net.core.rmem_max` 4194304, rac2 has 262144' },
  { node: 'rac1', file: 'rac1/etc/hosts', kind: 'hosts', key: '10.0.0.9 evil', planned: null, actual: '<img src=x onerror="window.pwned=1">', change: 'extra', rule: null, message: 'rac1 sets `10.0.0.9 evil` <img src=x onerror="window.pwned=1">, which the plan does not' },
  { node: 'rac1', file: 'rac1/etc/sysctl.conf', kind: 'sysctl', key: 'kernel.shmmax', planned: '4398046511104', actual: null, change: 'missing', rule: null, message: 'planned `kernel.shmmax` 4398046511104, rac1 does not set it' },
];

describe('DiffTable', () => {
  it('says there are no differences when there are none', () => {
    renderWithProviders(<DiffTable lines={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent('No differences');
  });

  it('groups by node and file, links rules, and shows uploaded values as text', () => {
    const { container } = renderWithProviders(<DiffTable lines={LINES} />);
    const rac2 = screen.getByRole('table', { name: 'Differences on rac2' });
    const row = within(rac2).getByRole('row', { name: 'planned net.core.rmem_max 4194304, rac2 has 262144' });
    expect(row).toHaveTextContent('Changed');
    expect(within(row).getByRole('link', { name: 'KP001' })).toHaveAttribute('href', '/rules/KP001');
    const rac1 = screen.getByRole('table', { name: 'Differences on rac1' });
    expect(within(rac1).getByText('rac1/etc/hosts')).toBeInTheDocument();
    expect(rac1).toHaveTextContent('<img src=x onerror="window.pwned=1">');
    expect(container.querySelector('img')).toBeNull();
  });

  it('filters by node and by kind of change', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<DiffTable lines={LINES} />);
    await user.click(screen.getByRole('combobox', { name: 'Node' }));
    await user.click(screen.getByRole('option', { name: 'rac1', hidden: true }));
    expect(screen.queryByRole('table', { name: 'Differences on rac2' })).toBeNull();
    expect(container.querySelectorAll('tr[data-change]')).toHaveLength(2);

    await user.click(screen.getByRole('combobox', { name: 'Change' }));
    await user.click(screen.getByRole('option', { name: 'Missing on the node (1)', hidden: true }));
    expect(screen.getByRole('row', { name: 'planned kernel.shmmax 4398046511104, rac1 does not set it' })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /10\.0\.0\.9 evil/ })).toBeNull();

    await user.click(screen.getByRole('combobox', { name: 'Node' }));
    await user.click(screen.getByRole('option', { name: 'rac2', hidden: true }));
    expect(screen.getByRole('status')).toHaveTextContent('No differences match these filters.');
  });
});
