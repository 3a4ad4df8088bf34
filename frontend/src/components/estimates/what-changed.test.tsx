import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import { type ConfigurationChange, WhatChanged } from './what-changed';

const change = (over: Partial<ConfigurationChange>): ConfigurationChange => ({
  label: 'osa', baseline: 'hipersockets', runs: ['osa'], baseline_runs: ['hipersockets'], status: 'unknown', sentence: '',
  plan: null, baseline_plan: null, unlinked: [], fields: [], findings_added: [], findings_removed: [], score: null, check: null,
  ...over,
});

const CHANGED = change({
  status: 'changed',
  sentence: 'From Cluster v1 to Cluster v2: 2 fields changed; 1 finding added, 0 removed.',
  plan: 'Cluster v2',
  baseline_plan: 'Cluster v1',
  fields: [
    { path: '/interconnect/type', before: 'hipersockets', after: 'osa_10gbe', change: 'changed' },
    { path: '/interconnect/interface', before: null, after: 'eth1', change: 'added' },
  ],
  findings_added: [{ rule: 'RAC-NET-004', slug: 'osa-interconnect', title: 'OSA interconnect', severity: 'advice', message: 'm' }],
  score: { from: 90, to: 85 },
  check: {
    label: 'osa', runs: ['osa'], baseline: 'hipersockets', baseline_runs: ['hipersockets'], plan: 'Cluster v2', baseline_plan: 'Cluster v1',
    comparable: true, why_not: '', outside: false, contributions: [],
    metrics: [{ metric: 'throughput', run_metric: 'tps', predicted_pct: -8, low_pct: -13, high_pct: -1, measured_pct: -7, within: true, why_not: '', sentence: '' }],
  },
});

describe('what changed', () => {
  it('shows the fields, the findings and the estimate against the measured change', () => {
    renderWithProviders(<WhatChanged changes={[CHANGED]} saved />);
    const section = screen.getByRole('region', { name: 'What changed' });
    const card = within(section).getByRole('article', { name: 'osa against hipersockets' });
    expect(within(card).getByText('Configuration changed')).toBeInTheDocument();
    const fields = within(card).getByRole('list', { name: 'Fields changed' });
    expect(fields).toHaveTextContent('interconnect › type /interconnect/type: hipersockets → osa_10gbe');
    expect(fields).toHaveTextContent('/interconnect/interface: not set → eth1');
    expect(within(card).getByRole('list', { name: 'Findings added' })).toHaveTextContent('RAC-NET-004 OSA interconnect');
    expect(within(card).queryByRole('list', { name: 'Findings removed' })).toBeNull();
    expect(within(card).getByRole('list', { name: 'Estimate for this change' })).toHaveTextContent(
      'Throughput: expected −13.0 % to −1.0 %, measured −7.0 % (within)',
    );
    expect(section).toHaveTextContent('As kept when this revision was saved.');
  });

  it('says run-to-run for one configuration and names no change for unlinked runs', () => {
    renderWithProviders(
      <WhatChanged
        changes={[
          change({ label: 'b', status: 'same', sentence: 'Same configuration (Cluster v1): the difference is run-to-run.' }),
          change({ label: 'c', status: 'unknown', sentence: "Nothing is known about the configuration of 'c'." }),
        ]}
      />,
    );
    const same = screen.getByRole('article', { name: 'b against hipersockets' });
    expect(same).toHaveTextContent('Same configuration');
    expect(same).toHaveTextContent('the difference is run-to-run');
    expect(within(same).queryByRole('list')).toBeNull();
    const unknown = screen.getByRole('article', { name: 'c against hipersockets' });
    expect(unknown).toHaveTextContent('Configuration unknown');
    expect(within(unknown).queryByText(/estimate/)).toBeNull();
  });

  it('shows a node or a section added or removed whole as one row in words, never as JSON', () => {
    renderWithProviders(
      <WhatChanged
        changes={[
          change({
            status: 'changed',
            sentence: 'From Cluster v1 to Cluster v2: 3 fields changed.',
            fields: [
              { path: '/nodes/2', before: null, after: { name: 'rac3', machine: 'cpc2', cpus: 4, interfaces: [{ name: 'hsi0' }] }, change: 'added' },
              { path: '/storage/fcp', before: { rr_min_io: 100, policy: 'multibus' }, after: null, change: 'removed' },
              { path: '/storage/disk_groups/1', before: { name: 'REDO', disks: [] }, after: null, change: 'removed' },
            ],
          }),
        ]}
      />,
    );
    const fields = screen.getByRole('list', { name: 'Fields changed' });
    const rows = within(fields).getAllByRole('listitem').filter((li) => li.parentElement === fields);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('nodes › 3 (rac3) added');
    expect(within(rows[0] as HTMLElement).getByRole('list', { name: 'Fields of nodes › 3' })).toHaveTextContent('machine: cpc2');
    expect(rows[0]).toHaveTextContent('interfaces › 1 › name: hsi0');
    expect(rows[1]).toHaveTextContent('storage › fcp removed');
    expect(rows[1]).toHaveTextContent('rr min io: 100');
    expect(rows[2]).toHaveTextContent('storage › disk groups › 2 (REDO) removed');
    for (const row of rows) expect(row.textContent).not.toMatch(/[{}[\]"]/);
  });

  it('draws nothing when there is nothing compared', () => {
    renderWithProviders(<WhatChanged changes={[]} />);
    expect(screen.queryByRole('region', { name: 'What changed' })).toBeNull();
  });
});
