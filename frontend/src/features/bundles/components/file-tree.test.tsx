import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import { buildFileTree } from '../utils/file-tree';
import { FileTree } from './file-tree';

const TREE = buildFileTree(['rac1/etc/sysctl.conf', 'rac1/etc/hosts', 'rac2/etc/sysctl.conf', 'cluster/sql/a.sql', 'README.md']);

describe('FileTree', () => {
  it('starts with node directories closed and opens a node with everything inside it', async () => {
    const onSelect = vi.fn();
    renderWithProviders(<FileTree nodes={TREE} selected={null} onSelect={onSelect} />);
    const rac1 = screen.getByRole('button', { name: 'rac1/ 2 files' });
    expect(rac1).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'rac1/etc/sysctl.conf' })).toBeNull();

    await userEvent.click(rac1);
    expect(rac1).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'rac1/etc/sysctl.conf' }));
    expect(onSelect).toHaveBeenCalledWith('rac1/etc/sysctl.conf');
  });

  it('opens the directories above a file selected from outside and marks it current', () => {
    renderWithProviders(<FileTree nodes={TREE} selected="rac2/etc/sysctl.conf" onSelect={() => undefined} />);
    expect(screen.getByRole('button', { name: 'rac2/ 1 file' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'rac2/etc/sysctl.conf' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'rac1/ 2 files' })).toHaveAttribute('aria-expanded', 'false');
  });
});
