import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { Finding, TopologyDraft } from '@/features/plans/types';
import { useLiveValidation } from '@/features/plans/hooks/use-live-validation';
import { stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';

import { EditorProvider } from './editor-provider';
import { useEditorStores } from './editor-stores';
import { FindingsPanel } from './findings-panel';
import { FindingsShortcut } from './findings-shortcut';

const DOC: TopologyDraft = { cluster: { name: 'rac' }, interconnect: { type: 'osa_1gbe' } };

function finding(rule: string, path: string): Finding {
  return {
    rule,
    slug: rule.toLowerCase(),
    title: `${rule} title`,
    severity: 'warning',
    category: 'interconnect',
    paths: [path],
    message: 'A message.',
    rationale: 'A rationale.',
    evidence: 'Evidence.',
    sources: [{ document: '000_f661c8a8ade0fc72.txt', section: 'Network Setup - interconnect network device type' }],
    fix: null,
  };
}

function Editor() {
  const stores = useEditorStores(DOC);
  useLiveValidation(stores.document, stores.checks, true);
  return (
    <EditorProvider stores={stores} schema={undefined} readOnly={false}>
      <FindingsPanel />
      <FindingsShortcut />
    </EditorProvider>
  );
}

describe('FindingsShortcut', () => {
  // POSTs carry the CSRF token from the cookie the app would have fetched first.
  beforeEach(() => {
    document.cookie = 'csrftoken=test-token; path=/';
  });

  it('shows how many findings there are and takes the reader to the panel', async () => {
    const findings = [finding('IC002', '/interconnect/type'), finding('IC003', '/interconnect/mtu')];
    stubFetch({
      'POST /api/validate/': { body: { score: 90, counts: { error: 0, warning: 2, advice: 0, info: 0 }, findings, upside: [], document: DOC } },
    });
    const scroll = vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView');
    renderWithProviders(<Editor />);

    // Before the first check it has no count to give.
    expect(screen.getByRole('button', { name: 'Findings' })).toBeInTheDocument();
    await screen.findByRole('article', { name: /^IC002 / });
    const shortcut = await screen.findByRole('button', { name: 'Findings (2)' });

    await userEvent.click(shortcut);
    const panel = screen.getByRole('region', { name: 'Findings' });
    await waitFor(() => expect(panel).toHaveFocus());
    expect(scroll.mock.contexts.at(-1)).toBe(panel);
    scroll.mockRestore();
  });
});
