import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { finding, onePage, statement } from '@/testing/factories';
import { stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';

import { FindingsAccordion } from './findings-panel';

// A made-up ledger answer in the API's shape; the quotes are study 000's words.
const CARRIED = [
  statement({
    id: '000-003',
    quote: 'Each OCR or Voting Disk and each back-up must have 100 MB of storage available.',
    cite: { document: '000_f661c8a8ade0fc72.txt', section: 'The Oracle Cluster Registry and the Voting Disk' },
  }),
  statement({
    id: '000-009',
    kind: 'recommendation',
    quote: 'It is highly recommended to maintain cluster-wide persistent disk device names.',
    cite: { document: '000_f661c8a8ade0fc72.txt', section: 'Setting up persistent names for disk devices' },
    scope: { ...statement().scope, platform: ['s390x'], carries_over: 'any RAC on Linux' },
  }),
];

describe('a finding and the study statements its rule carries', () => {
  it('reads them when the details open, quotes them with study and section, and links each to the rule page', async () => {
    const { requests } = stubFetch({ 'GET /api/studies/statements/': { body: onePage(CARRIED) } });
    const user = userEvent.setup();
    renderWithProviders(
      <FindingsAccordion findings={[finding({ rule: 'CF001', title: 'OCR and voting disks need 100 MB each', severity: 'error' })]} readOnly />,
    );
    const card = screen.getByRole('article', { name: 'CF001 OCR and voting disks need 100 MB each' });
    // Nothing is read until the reader asks for it.
    expect(requests).toHaveLength(0);

    await user.click(within(card).getByText('Why, evidence and study statements'));
    const list = await within(card).findByRole('list', { name: 'What the studies say:' });
    expect(requests.map((r) => r.path)).toEqual(['/api/studies/statements/']);
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('“Each OCR or Voting Disk and each back-up must have 100 MB of storage available.”');
    expect(items[0]).toHaveTextContent('Requirement');
    expect(items[0]).toHaveTextContent('Study 000 · § The Oracle Cluster Registry and the Voting Disk');
    expect(items[1]).toHaveTextContent('Recommendation');
    expect(items[1]).toHaveTextContent('Holds for: platform s390x; carries over: any RAC on Linux');
    expect(within(list).getByRole('link', { name: 'Statement 000-009' })).toHaveAttribute('href', '/rules/CF001#statement-000-009');
    expect(within(list).getByRole('link', { name: 'Statement 000-003' })).toHaveAttribute('href', '/rules/CF001#statement-000-003');
  });

  it('asks for the statements of the finding’s own rule and shows nothing more when it carries none', async () => {
    const seen: string[] = [];
    stubFetch({
      'GET /api/studies/statements/': (request) => {
        seen.push(new URL(request.url).searchParams.get('rule') ?? '');
        return { body: onePage([]) };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<FindingsAccordion findings={[finding({ rule: 'NW003', title: 'A rule without statements', severity: 'error' })]} readOnly />);
    const card = screen.getByRole('article', { name: 'NW003 A rule without statements' });
    await user.click(within(card).getByText('Why, evidence and study statements'));
    await expect.poll(() => seen).toEqual(['NW003']);
    expect(within(card).queryByRole('list', { name: 'What the studies say:' })).toBeNull();
    expect(within(card).queryByText('Loading the study statements…')).toBeNull();
  });
});
