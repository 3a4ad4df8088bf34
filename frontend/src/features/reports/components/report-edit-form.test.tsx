import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { Schemas } from '@/lib/api/types';
import { comparisonResult } from '@/testing/factories';
import { stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';

import type { Report } from '../types';
import { newChart } from '../utils/chart-editor';
import { ReportEditForm } from './report-edit-form';

const UUID = '5d1f3c4e-1111-4222-8333-944455556666';
const PATH = `PATCH /api/reports/${UUID}/`;
const CSRF = { 'GET /api/auth/csrf/': { status: 204 } };

const run = (id: number, storage: string, nodes: string) =>
  ({ id, label: `run ${id}`, project: 1, date: null, users: 10, tags: { storage, nodes }, reference: '', plan_version: null, indexed: false }) as Schemas['GroupRun'];

const group = (name: string, runs: Schemas['GroupRun'][]) =>
  ({ name, is_baseline: name === 'nfs', n: runs.length, runs, stats: {}, vs_baseline: {} }) as Schemas['Group'];

function report(): Report {
  const comparison = comparisonResult({
    groups: [group('nfs', [run(1, 'nfs', '2'), run(2, 'nfs', '4')]), group('fcp', [run(3, 'fcp', '2')])],
    metrics: [
      { key: 'tps', label: 'Throughput', unit: 'transactions/s', direction: 'higher' },
      { key: 'cpu_util_pct', label: 'CPU', unit: '%', direction: 'lower' },
    ],
  });
  return {
    uuid: UUID,
    title: 'NFS against FCP',
    headline: '',
    narrative: '',
    request: { runs: [1, 2, 3], group_by: 'tag:storage', baseline: { group: 'nfs' } },
    charts: [{ ...newChart('throughput'), caption: 'As saved' }, newChart('table')],
    revision: 1,
    latest_revision: 1,
    comparison,
    chart_data: [
      { comparison: null, scaling: null, reason: null },
      { comparison: null, scaling: null, reason: null },
    ],
  } as unknown as Report;
}

/** Sets a select's or an input's value as the user would leave it. */
function pick(element: HTMLElement, value: string) {
  fireEvent.change(element, { target: { value } });
}

function chart(n: number) {
  return screen.getByRole('group', { name: `Chart ${n}` });
}

describe('editing a report’s charts', () => {
  it('changes every choice of a chart, adds and removes charts, and saves them all as one revision', async () => {
    const { requests } = stubFetch({ ...CSRF, [PATH]: { body: report() } });
    const onSaved = vi.fn();
    renderWithProviders(<ReportEditForm report={report()} onSaved={onSaved} onCancel={() => {}} />);

    const first = within(chart(1));
    // A throughput chart has no metric or x axis to choose; a scaling chart has both.
    expect(first.queryByLabelText('Metric')).toBeNull();
    pick(first.getByLabelText('Chart type'), 'scaling');
    pick(first.getByLabelText('Metric'), 'cpu_util_pct');
    pick(first.getByLabelText('X axis'), 'tag:nodes');
    expect(first.queryByLabelText('Baseline')).toBeNull();
    pick(first.getByLabelText('Grouping'), 'tag:storage');
    pick(first.getByLabelText('Baseline'), 'group:fcp');
    pick(first.getByLabelText('Axis maximum'), '90');
    pick(first.getByLabelText('Caption'), 'CPU as nodes are added');

    fireEvent.click(screen.getByRole('button', { name: 'Remove chart 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add chart' }));
    pick(within(chart(2)).getByLabelText('Chart type'), 'absolute');
    pick(within(chart(2)).getByLabelText('Metric'), 'tps');
    fireEvent.click(screen.getByRole('button', { name: 'Save revision' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({
      title: 'NFS against FCP',
      headline: '',
      narrative: '',
      charts: [
        {
          chart: 'scaling',
          metric: 'cpu_util_pct',
          x: 'tag:nodes',
          caption: 'CPU as nodes are added',
          y_min: null,
          y_max: 90,
          request: { runs: [1, 2, 3], group_by: 'tag:storage', baseline: { group: 'fcp' } },
        },
        { ...newChart('absolute'), metric: 'tps' },
      ],
    });
  });

  it('keeps what was typed when the server refuses it and shows each reason by its field', async () => {
    stubFetch({
      ...CSRF,
      [PATH]: {
        status: 400,
        body: {
          'charts/0/y_max': ['The axis minimum must be below its maximum.'],
          'charts/1/request/baseline/run': ['The baseline run 3 is not among the runs compared.'],
        },
      },
    });
    const onSaved = vi.fn();
    renderWithProviders(<ReportEditForm report={report()} onSaved={onSaved} onCancel={() => {}} />);
    const first = within(chart(1));
    pick(first.getByLabelText('Axis minimum'), '50');
    pick(first.getByLabelText('Axis maximum'), '10');
    pick(within(chart(2)).getByLabelText('Grouping'), '');
    pick(within(chart(2)).getByLabelText('Baseline'), 'run:3');
    fireEvent.submit(screen.getByRole('form', { name: 'Edit report' }));

    expect(await first.findByText('The axis minimum must be below its maximum.')).toBeInTheDocument();
    expect(within(chart(2)).getByText('The baseline run 3 is not among the runs compared.')).toBeInTheDocument();
    expect(first.getByLabelText('Axis maximum')).toHaveAccessibleDescription('The axis minimum must be below its maximum.');
    expect(first.getByLabelText('Axis minimum')).toHaveValue('50');
    expect(first.getByLabelText('Axis maximum')).toHaveValue('10');
    expect(within(chart(2)).getByLabelText('Baseline')).toHaveValue('run:3');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('keeps the last chart: a report needs one', () => {
    stubFetch({});
    renderWithProviders(<ReportEditForm report={{ ...report(), charts: [newChart('table')] }} onSaved={() => {}} onCancel={() => {}} />);
    expect(screen.queryByRole('button', { name: /Remove chart/ })).toBeNull();
  });
});

describe('editing a report of one run’s intervals', () => {
  it('names the report’s own grouping as intervals of one run, and offers none of the intervals as runs', () => {
    // each interval carries its run's tags, as the server's records do
    const intervals = (id: number) => ({ ...run(id, 'nfs', '2'), label: `Interval ${id + 1}` }) as Schemas['GroupRun'];
    const base = report();
    const ofIntervals = {
      ...base,
      request: { runs: [12], intervals: { instance: '1', window: { first: 3, last: 3 }, against: null } },
      intervals: { run: 12, run_label: 'A morning', instance: '1', line: 'Instance 1', window: { first: 3, last: 3 }, against: null },
      comparison: comparisonResult({ groups: [group('Interval 4', [intervals(3)]), group('Rest of the run', [intervals(0), intervals(1)])] }),
    } as unknown as Report;
    renderWithProviders(<ReportEditForm report={ofIntervals} onSaved={() => {}} onCancel={() => {}} />);
    const grouping = within(chart(1)).getByLabelText('Grouping');
    expect(within(grouping).getByRole('option', { name: 'As the report (intervals of one run)' })).toBeInTheDocument();
    // the intervals are not runs to regroup: no grouping by their tags is offered
    expect(within(grouping).queryByRole('option', { name: /By tag/ })).toBeNull();
  });
});
