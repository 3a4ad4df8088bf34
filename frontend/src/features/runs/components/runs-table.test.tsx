import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import type { Run } from '../types';
import { RunsTable } from './runs-table';

const source = [{ file: null, name: '004_study.txt', section: 'Results' }];

function run(id: number, label: string, extra: Partial<Run> = {}): Run {
  return {
    id,
    project: 1,
    plan_version: null,
    plan: null,
    label,
    date: null,
    workload: '',
    users: null,
    notes: '',
    tags: {},
    reference: '',
    metrics: {},
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    file_count: 0,
    failed_count: 0,
    ...extra,
  };
}

function throughputOf(label: string): string {
  const row = screen.getByRole('link', { name: label }).closest('tr');
  if (!row) throw new Error(`no row for ${label}`);
  const cells = within(row).getAllByRole('cell');
  const column = screen.getAllByRole('columnheader').findIndex((th) => th.textContent === 'Throughput');
  return cells[column]?.textContent ?? '';
}

describe('RunsTable', () => {
  it('shows measured throughput with its unit and never an index', () => {
    renderWithProviders(
      <RunsTable
        runs={[
          run(1, 'measured', { metrics: { tps: { value: 1234.56, sources: source } } }),
          run(2, 'indexed', { metrics: { tps: { value: 140, sources: source, indexed: true } } }),
          run(3, 'relative study', { metrics: { basis: 'reference_normalized', tps: { value: 400, sources: source } } }),
          run(4, 'empty'),
        ]}
      />,
    );
    expect(screen.queryByRole('columnheader', { name: 'TPS' })).not.toBeInTheDocument();
    expect(throughputOf('measured')).toBe('1,234.6 tx/s');
    expect(throughputOf('indexed')).toBe('—');
    expect(throughputOf('relative study')).toBe('—');
    expect(throughputOf('empty')).toBe('—');
    expect(screen.getAllByTitle('Only an index (reference run = 100) is known for this run')).toHaveLength(2);
  });

  it('keeps the plan version and failed files readable', () => {
    renderWithProviders(
      <RunsTable
        runs={[
          run(1, 'linked', {
            plan: { id: 3, name: 'z196 single instance, Oracle 11gR2', version: 2 },
            file_count: 4,
            failed_count: 1,
            tags: { study: '004' },
          }),
        ]}
      />,
    );
    const row = screen.getByRole('link', { name: 'linked' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('v2')).toBeInTheDocument();
    expect(within(row).getByText('1 failed')).toBeInTheDocument();
    expect(within(row).getByTitle('study=004')).toBeInTheDocument();
  });
});
