import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import { rule, statement } from '@/testing/factories';
import { stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';

import { RulePage } from './rule';

const CF001 = rule({
  id: 'CF001',
  title: 'OCR and voting disks need 100 MB each',
  severity: 'error',
  statements: [
    statement({
      id: '000-003',
      quote: 'Each OCR or Voting Disk and each back-up must have 100 MB of storage available.',
      cite: { document: '000_f661c8a8ade0fc72.txt', section: 'The Oracle Cluster Registry and the Voting Disk' },
    }),
    statement({
      id: '000-004',
      quote: 'These files of 100 MB of disk space can be whole disks, and must be accessible from all the nodes in the cluster.',
      cite: { document: '000_f661c8a8ade0fc72.txt', section: 'Choosing OCR, the Voting Disk, and their backups' },
    }),
  ],
});

function renderRule(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/rules/:ruleId" element={<RulePage />} />
    </Routes>,
    { route },
  );
}

describe('the rule page and its study statements', () => {
  it('quotes every statement the rule carries and marks the one a finding linked to', async () => {
    stubFetch({ 'GET /api/rules/CF001/': { body: CF001 } });
    renderRule('/rules/CF001#statement-000-004');
    const section = await screen.findByRole('region', { name: 'What the studies say' });
    const items = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.id)).toEqual(['statement-000-003', 'statement-000-004']);
    expect(items[0]).toHaveTextContent('“Each OCR or Voting Disk and each back-up must have 100 MB of storage available.”');
    expect(items[1]).toHaveTextContent('Study 000 · § Choosing OCR, the Voting Disk, and their backups');
    expect(items[1]).toHaveAttribute('aria-current', 'true');
    expect(items[0]).not.toHaveAttribute('aria-current');
  });

  it('says so when no statement names the rule', async () => {
    stubFetch({ 'GET /api/rules/CF001/': { body: { ...CF001, statements: [] } } });
    renderRule('/rules/CF001');
    const section = await screen.findByRole('region', { name: 'What the studies say' });
    expect(section).toHaveTextContent('No study statement names this rule yet.');
  });
});
