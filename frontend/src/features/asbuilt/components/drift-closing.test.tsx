import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import type { Difference, NotFixable } from '../types';
import { DriftClosing } from './drift-closing';
import { NotFixableList } from './remediation-panel';

const setting: Difference = { what: 'setting', node: 'rac1', key: 'kernel.shmmni', file: 'rac1/etc/sysctl.conf', planned: '4096', actual: '2048', change: 'changed' };
const field: Difference = { what: 'field', node: null, key: '/platform/architecture', file: null, planned: 'x86', actual: 'x86_64', change: 'changed' };

describe('DriftClosing', () => {
  it('lists the differences gone, remaining and new, and links the check it checks again', () => {
    renderWithProviders(
      <DriftClosing planId={3} version={2} closing={{ previous: 7, gone: [setting], remain: [field], new: [], not_rechecked: [] }} />,
    );
    expect(screen.getByRole('link', { name: 'check 7' })).toHaveAttribute('href', '/plans/3/as-built?check=7&version=2');
    const gone = screen.getByRole('region', { name: 'Gone' });
    expect(within(gone).getByRole('listitem')).toHaveTextContent('rac1: kernel.shmmni (planned 4096, as built 2048)');
    expect(within(screen.getByRole('region', { name: 'Remaining' })).getByRole('listitem')).toHaveTextContent('/platform/architecture');
    expect(within(screen.getByRole('region', { name: 'New' })).getByText('No new difference.')).toBeInTheDocument();
    // nothing left unchecked: that group is not shown at all
    expect(screen.queryByRole('region', { name: 'Not checked again' })).toBeNull();
  });
});

describe('NotFixableList', () => {
  it('names each difference no file can put back with its reason, uploaded text as text', () => {
    const items: NotFixable[] = [{ ...field, kind: '', reason: 'The machine type is the hardware the node runs on.' }, { ...setting, actual: '<b>x</b>', kind: 'sysctl', reason: 'Merged; change it by hand.' }];
    renderWithProviders(<NotFixableList items={items} />);
    const list = screen.getByRole('list', { name: 'Not fixable by configuration' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('The machine type is the hardware the node runs on.')).toBeInTheDocument();
    expect(within(list).getByText('<b>x</b>')).toBeInTheDocument();
  });
});
