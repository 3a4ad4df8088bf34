import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';

import { BundleDiffView } from './bundle-diff-view';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BundleDiffView', () => {
  it('says so when the bundles hold the same files', async () => {
    stubFetch({ 'GET /api/bundles/9/diff/': { body: { from: 8, to: 9, files: [], unchanged: 45 } } });
    renderWithProviders(<BundleDiffView bundleId={9} otherId={8} />);
    // While the diff loads, the page loader is the status; the summary replaces it.
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('From bundle #8 to bundle #9: 0 changed, 0 added, 0 removed, 45 unchanged.'),
    );
    expect(screen.getByText('No files changed')).toBeInTheDocument();
  });

  it('shows each changed line as text with its kind, markup included', async () => {
    const diff = [
      '--- a/cluster/README.md',
      '+++ b/cluster/README.md',
      '@@ -1 +1 @@',
      '-<b>old</b>',
      '+<img src=x onerror="window.pwned = 1">',
      '',
    ].join('\n');
    stubFetch({
      'GET /api/bundles/9/diff/': {
        body: { from: 8, to: 9, files: [{ path: 'cluster/README.md', status: 'changed', diff }], unchanged: 3 },
      },
    });
    const { container } = renderWithProviders(<BundleDiffView bundleId={9} otherId={8} />);
    const region = await screen.findByRole('region', { name: 'Changes in cluster/README.md' });
    expect(region).toHaveTextContent('+<img src=x onerror="window.pwned = 1">');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    const kinds = [...region.querySelectorAll('[data-kind]')].map((line) => line.getAttribute('data-kind'));
    expect(kinds).toEqual(['header', 'header', 'hunk', 'removed', 'added']);
    expect(screen.getByRole('status')).toHaveTextContent('1 changed, 0 added, 0 removed, 3 unchanged');
  });
});
