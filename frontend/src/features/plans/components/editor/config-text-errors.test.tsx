import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import type { TopologyDraft } from '@/features/plans/types';
import { createAutosaveStore, useAutosave } from '@/features/plans/hooks/use-autosave';
import { useLiveValidation } from '@/features/plans/hooks/use-live-validation';
import { stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';

import { AutosaveStatus } from './autosave-status';
import { EditorProvider } from './editor-provider';
import { useEditorStores } from './editor-stores';
import { KernelSection } from './sections/kernel-section';
import { ClusterFilesSection, DatabaseSection } from './sections/other-sections';

/**
 * Issue 31: text a configuration file cannot hold (a line break in a sysctl value, a space in an OCR location) is
 * a 400 keyed by the value's own path: "kernel/sysctl/kernel.sem", "cluster_files/ocr/locations/1". The editor
 * shows each message against its entry, and an autosave the server refuses says why instead of "offline".
 */
const DOC: TopologyDraft = {
  cluster: { name: 'rac' },
  nodes: [{ hostname: 'node1', cpus: 2, memory_gb: 16, machine: 'cpc1', public_ip: '10.10.0.11', vip: '10.10.0.21' }],
  kernel: { sysctl: { 'kernel.sem': '250 32000 100 128', 'fs.file-max': 65536 } },
  cluster_files: { ocr: { locations: ['/dev/dasdf1', '/u03/crs/ocr file.dbf'], size_mb: 100 }, voting: { locations: [], size_mb: 100 } },
  database: { other: { remote_listener: 'LISTENERS_ALL' } },
};

const SYSCTL_MESSAGE = 'A sysctl value is one line (numbers separated by spaces or tabs, or a word) without quotes, backslashes, control characters or Unicode direction marks.';
const LOCATION_MESSAGE = 'A device, bus id or path (e.g. /dev/dasdb1, 0.0.7100, /u02/crs/ocr.dbf) without spaces, quotes or line breaks.';
const ORA_MESSAGE = 'An init.ora value is one line: no line breaks, tabs, other control characters or Unicode direction marks.';

const REFUSED = {
  status: 400,
  body: {
    'kernel/sysctl/kernel.sem': [SYSCTL_MESSAGE],
    'cluster_files/ocr/locations/1': [LOCATION_MESSAGE],
    'database/other/remote_listener': [ORA_MESSAGE],
  },
};

function Editor() {
  const stores = useEditorStores(DOC);
  useLiveValidation(stores.document, stores.checks, true);
  return (
    <EditorProvider stores={stores} schema={undefined} readOnly={false}>
      <KernelSection />
      <ClusterFilesSection />
      <DatabaseSection />
    </EditorProvider>
  );
}

function AutosavingEditor() {
  const stores = useEditorStores(DOC);
  const [status] = useState(createAutosaveStore);
  useAutosave({ planId: 7, document: stores.document, status, baseVersion: () => 1, enabled: true });
  return (
    <EditorProvider stores={stores} schema={undefined} readOnly={false}>
      <AutosaveStatus status={status} />
      <KernelSection />
    </EditorProvider>
  );
}

describe('free text the server refuses', () => {
  beforeEach(() => {
    document.cookie = 'csrftoken=test-token; path=/';
  });

  it('shows each refused sysctl, init.ora and OCR entry against that entry', async () => {
    stubFetch({ 'POST /api/validate/': REFUSED });
    renderWithProviders(<Editor />);

    const sysctl = screen.getByRole('group', { name: 'Other sysctl settings' });
    expect(await within(sysctl).findByText(`kernel.sem: ${SYSCTL_MESSAGE}`)).toBeInTheDocument();
    expect(within(sysctl).getByLabelText('Value of kernel.sem')).toHaveAttribute('aria-invalid', 'true');
    expect(within(sysctl).getByLabelText('Value of fs.file-max')).not.toHaveAttribute('aria-invalid', 'true');

    const other = screen.getByRole('group', { name: 'Other parameters' });
    expect(within(other).getByText(`remote_listener: ${ORA_MESSAGE}`)).toBeInTheDocument();

    const ocr = document.querySelector<HTMLElement>('[data-field="/cluster_files/ocr/locations"]');
    if (!ocr) throw new Error('no OCR locations field');
    expect(within(ocr).getByText(`/u03/crs/ocr file.dbf: ${LOCATION_MESSAGE}`)).toBeInTheDocument();
  });

  it('says why the server refused the draft instead of calling it offline', async () => {
    const { requests } = stubFetch({ 'PUT /api/plans/7/draft/': { status: 400, body: { 'document/kernel/sysctl/kernel.sem': ['Null characters are not allowed.'] } } });
    renderWithProviders(<AutosavingEditor />);

    const value = screen.getByLabelText('Value of kernel.sem');
    await userEvent.type(value, '1');
    await waitFor(() => expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1), { timeout: 3000 });
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveAttribute('data-state', 'refused'));
    expect(status).toHaveTextContent('Draft not saved on the server (kept in this browser): document/kernel/sysctl/kernel.sem: Null characters are not allowed.');
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    // Sending the same document again would be refused again: nothing more is sent until the next change.
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1);
  });
});
