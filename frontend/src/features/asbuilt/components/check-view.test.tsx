import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import type { AsBuiltCheck, CheckFile } from '../types';
import { CheckView } from './check-view';

const file = (over: Partial<CheckFile>): CheckFile => ({
  id: 1, node: 'rac1', name: 'etc/sysctl.conf', kind: 'sysctl', kind_label: 'kernel parameters', state: 'parsed', error: '', warnings: [], size: 10, bundle_only: false, ...over,
});

const CHECK: AsBuiltCheck = {
  id: 7, plan: 3, version: 2, state: 'complete', error: '', job: null, created_at: '2026-11-28T03:00:00Z', created_by: 'contrib',
  nodes: ['rac1'], findings: [], score: 100, document: null, assembly: { conflicts: [], warnings: [] },
  files: [
    file({ id: 1 }),
    file({ id: 2, node: '', name: 'ansible/site.yml', kind: '', kind_label: '', state: 'ignored', error: 'Part of the bundle, not a file of the running cluster; not compared.', bundle_only: true }),
    file({ id: 3, node: '', name: 'README.md', kind: '', kind_label: '', state: 'ignored', error: 'Part of the bundle, not a file of the running cluster; not compared.', bundle_only: true }),
  ],
  diff: { summary: { changed: 0, missing: 0, extra: 0, same: 4, not_uploaded: 0, fields: 0 }, lines: [], not_uploaded: [], unplanned_nodes: [], fields: [] },
  previous: null, rechecks: [], remediations: [], closing: null,
} as AsBuiltCheck;

describe('CheckView', () => {
  it('puts the differences first, then the findings, then the files compared', () => {
    renderWithProviders(
      <CheckView check={CHECK} planName="rac" canImport={false} canDelete={false} canRemediate={false} onDeleted={() => {}} onRechecked={() => {}} onJobFinished={() => {}}
        FindingsList={() => <p>no findings</p>} FieldChanges={() => <p>no fields</p>} />,
    );
    const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
    const at = (title: string) => headings.findIndex((text) => text === title);
    expect(at('Differences from the plan')).toBeGreaterThan(at('Check 7 against version 2'));
    expect(at('Findings on the cluster as built')).toBeGreaterThan(at('Differences from the plan'));
    expect(at('Files compared')).toBeGreaterThan(at('Findings on the cluster as built'));
  });

  it('lists a bundle\u2019s own files apart, never among the results or as a node', () => {
    renderWithProviders(
      <CheckView check={CHECK} planName="rac" canImport={false} canDelete={false} canRemediate={false} onDeleted={() => {}} onRechecked={() => {}} onJobFinished={() => {}}
        FindingsList={() => null} FieldChanges={() => null} />,
    );
    const table = screen.getByRole('table', { name: 'Uploaded files' });
    expect(within(table).getByText('etc/sysctl.conf')).toBeInTheDocument();
    expect(within(table).queryByText('ansible/site.yml')).not.toBeInTheDocument();
    const apart = screen.getByTestId('bundle-only-files');
    expect(apart).toHaveTextContent('2 files of the bundle, not on a cluster (stored, not compared)');
    expect(within(apart).getByText('ansible/site.yml')).toBeInTheDocument();
    expect(within(apart).getByText('README.md')).toBeInTheDocument();
  });

  it('shows how many rules the score covers, and the rules not checked beside the findings', () => {
    const coverage = { checked: 3, total: 100, not_checked: [{ rule: 'KN031', title: 'A kernel rule', severity: 'warning' as const, category: 'kernel' as const, fields: ['/platform/architecture'] }] };
    renderWithProviders(
      <CheckView check={{ ...CHECK, assembly: { ...CHECK.assembly, coverage } }} planName="rac" canImport={false} canDelete={false} canRemediate={false} onDeleted={() => {}} onRechecked={() => {}} onJobFinished={() => {}}
        FindingsList={() => <p>no findings</p>} FieldChanges={() => null} />,
    );
    expect(screen.getByRole('group', { name: 'Rules checked: 3 of 100' })).toBeInTheDocument();
    expect(screen.getByTestId('as-built-coverage')).toHaveTextContent('1 rule not checked');
  });

  it('offers the import whenever a file was read, even when no document was assembled against the plan', () => {
    renderWithProviders(
      <CheckView check={{ ...CHECK, document: null }} planName="rac" canImport canDelete={false} canRemediate={false} onDeleted={() => {}} onRechecked={() => {}} onJobFinished={() => {}}
        FindingsList={() => null} FieldChanges={() => null} />,
    );
    expect(screen.getByRole('button', { name: 'Import as new plan' })).toBeInTheDocument();
  });

  it('offers no import when no file could be read', () => {
    const unread = { ...CHECK, files: CHECK.files.map((file) => ({ ...file, state: 'failed' as const })) };
    renderWithProviders(
      <CheckView check={unread} planName="rac" canImport canDelete={false} canRemediate={false} onDeleted={() => {}} onRechecked={() => {}} onJobFinished={() => {}}
        FindingsList={() => null} FieldChanges={() => null} />,
    );
    expect(screen.queryByRole('button', { name: 'Import as new plan' })).not.toBeInTheDocument();
  });
});
