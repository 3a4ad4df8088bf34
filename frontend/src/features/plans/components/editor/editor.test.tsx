import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import type { Finding, TopologyDraft } from '@/features/plans/types';
import { useLiveValidation } from '@/features/plans/hooks/use-live-validation';
import { stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { describePointer } from '@/features/plans/utils/format';

import { EditorProvider } from './editor-provider';
import { useEditorStores } from './editor-stores';
import { FindingsPanel } from './findings-panel';
import { InterconnectSection } from './sections/network-sections';
import { PlatformSection } from './sections/platform-section';
import { ProvenancePanel } from './provenance-panel';
import { UnknownFieldsBanner } from './unknown-fields-banner';

const DOC: TopologyDraft = {
  cluster: { name: 'rac' },
  platform: { architecture: 'z10', virtualization: 'lpar' },
  nodes: [
    { hostname: 'node1', cpus: 2, memory_gb: 16, machine: 'cpc1', public_ip: '10.10.0.11', vip: '10.10.0.21', private_ip: '192.168.10.11' },
    { hostname: 'node2', cpus: 2, memory_gb: 16, machine: 'cpc1', public_ip: '10.10.0.12', vip: '10.10.0.22', private_ip: '192.168.10.12' },
  ],
  interconnect: { type: 'osa_1gbe', mtu: 8192, layout: 'switched', bonding: false, inbound_buffers: 16, subnet: '192.168.10.0/24', interface: 'eth1', cluster_interconnects: true },
};

const IC002: Finding = {
  rule: 'IC002',
  slug: 's000-one-gbe-interconnect',
  title: '1 Gb interconnect is too slow for a busy balanced cluster',
  severity: 'warning',
  category: 'interconnect',
  paths: ['/interconnect/type'],
  message: 'The interconnect is osa_1gbe in workload-balanced mode.',
  rationale: 'Every update ships the block.',
  evidence: '11% less throughput.',
  sources: [{ document: '000_f661c8a8ade0fc72.txt', section: 'Network Setup - interconnect network device type' }],
  fix: { title: 'Use HiperSockets', patch: [{ op: 'replace', path: '/interconnect/type', value: 'hipersockets' }] },
};

/** Opens the architecture's list and picks an option by its label, as a pointer user does. */
async function chooseArchitecture(label: string) {
  await userEvent.click(screen.getByLabelText('Architecture', { selector: 'input' }));
  // The list opens with a transition jsdom never finishes, so its options count as hidden.
  await userEvent.click(await screen.findByRole('option', { name: label, hidden: true }));
}

const IMPORTED: TopologyDraft = {
  ...DOC,
  unknown: ['/nodes/0/cpus', '/nodes/1/cpus', '/nodes/1/memory_gb', '/interconnect/mtu'],
};
const SOURCES = {
  '/nodes/0/public_ip': ['node1: etc/hosts, line 4'],
  '/nodes/1/public_ip': ['node2: etc/hosts, line 5'],
  '/interconnect/interface': ['cluster: oifcfg-getif.txt, line 2'],
};

function ImportedEditor() {
  const stores = useEditorStores(IMPORTED);
  return (
    <EditorProvider stores={stores} schema={undefined} readOnly={false}>
      <UnknownFieldsBanner imported />
      <ProvenancePanel provenance={{ sources: SOURCES, document: IMPORTED }} />
      <PlatformSection />
      <InterconnectSection />
    </EditorProvider>
  );
}

function Editor({ readOnly = false }: { readOnly?: boolean }) {
  const stores = useEditorStores(DOC);
  useLiveValidation(stores.document, stores.checks, true);
  return (
    <EditorProvider stores={stores} schema={undefined} readOnly={readOnly}>
      <Notifications />
      <PlatformSection />
      <InterconnectSection />
      <FindingsPanel />
    </EditorProvider>
  );
}

const result = (findings: Finding[]) => ({ score: findings.length ? 95 : 100, counts: { error: 0, warning: findings.length, advice: 0, info: 0 }, findings, upside: [], document: DOC });

describe('plan editor', () => {
  // POSTs carry the CSRF token from the cookie the app would have fetched first.
  beforeEach(() => {
    document.cookie = 'csrftoken=test-token; path=/';
  });

  it('shows a finding beside its field and in the panel, and applies its fix', async () => {
    const { requests } = stubFetch({
      'POST /api/validate/': (request) =>
        request
          .clone()
          .json()
          .then((body: TopologyDraft) => ({ body: result((body.interconnect as { type: string }).type === 'osa_1gbe' ? [IC002] : []) })),
    });
    renderWithProviders(<Editor />);

    const card = await screen.findByRole('article', { name: /^IC002 / });
    expect(card).toHaveTextContent('000_f661c8a8ade0fc72.txt');
    expect(card).toHaveTextContent('Network Setup - interconnect network device type');
    const select = screen.getByLabelText('Interconnect type');
    expect(select.closest('[data-field]')).toHaveTextContent('IC002');

    await userEvent.click(within(card).getByRole('button', { name: 'Apply fix: Use HiperSockets' }));
    expect(select).toHaveValue('hipersockets');
    // The finding leaves at once, before the server has checked the fixed document; the check follows.
    expect(screen.queryByRole('article', { name: /^IC002 / })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo fix IC002' })).toBeInTheDocument();
    await waitFor(() => expect(((requests.at(-1)?.body as TopologyDraft).interconnect as { type: string }).type).toBe('hipersockets'));
    await waitFor(() => expect(screen.getByText(/No findings/)).toBeInTheDocument());
  });

  it('lists the rules not checked on an imported document with the fields no file showed, each a link to its input', async () => {
    stubFetch({
      'POST /api/validate/': {
        body: {
          ...result([]),
          not_checked: [
            { rule: 'IC030', title: 'Interconnect speed', severity: 'warning', category: 'interconnect', fields: ['/interconnect/type'] },
            { rule: 'KN031', title: 'Kernel on x86', severity: 'error', category: 'kernel', fields: ['/nodes/*/cpus', '/platform/architecture'] },
          ],
          coverage: { checked: 120, total: 122 },
        },
      },
    });
    renderWithProviders(<Editor />);
    const region = await screen.findByRole('region', { name: 'Rules not checked' });
    expect(region).toHaveTextContent('2 rules not checked');
    expect(region).toHaveTextContent('The score covers 120 of 122 rules.');
    expect(region).toHaveTextContent('IC030 Interconnect speed: not checked, no file shows');
    await userEvent.click(within(region).getByRole('button', { name: describePointer('/interconnect/type') }));
    await waitFor(() => expect(screen.getByLabelText('Interconnect type')).toHaveFocus());
    // A field of every node is named, not linked.
    expect(within(region).queryByRole('button', { name: describePointer('/nodes/*/cpus') })).not.toBeInTheDocument();
    expect(region).toHaveTextContent(describePointer('/nodes/*/cpus'));
  });

  it('keeps what was typed and shows the server 400 messages beside the fields', async () => {
    stubFetch({
      'POST /api/validate/': (request) =>
        request
          .clone()
          .json()
          .then((body: TopologyDraft) =>
            (body.nodes as { cpus: unknown }[])[1]?.cpus === 0
              ? { status: 400, body: { 'nodes/1/cpus': ['Input should be greater than or equal to 1'] } }
              : { body: result([]) },
          ),
    });
    renderWithProviders(<Editor />);
    await screen.findByText(/No findings/);

    const cpus = screen.getByLabelText('Node 2 CPUs');
    await userEvent.clear(cpus);
    await userEvent.type(cpus, '0');
    expect(await screen.findAllByText(/greater than or equal to 1/)).not.toHaveLength(0);
    expect(cpus).toHaveValue('0');
    // Beside the row and in the panel's summary of what makes the document invalid.
    expect(screen.getByRole('alert', { name: 'The document is not valid' })).toHaveTextContent('nodes › 2 › cpus');
  });

  it('checks IPv4 addresses as they are typed and duplicates a node with the next names', async () => {
    stubFetch({ 'POST /api/validate/': { body: result([]) } });
    renderWithProviders(<Editor />);
    const ip = screen.getByLabelText('Node 1 public IP');
    await userEvent.clear(ip);
    await userEvent.type(ip, '10.10.0.300');
    expect(screen.getByText(/Enter an IPv4 address/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Duplicate node 2' }));
    expect(screen.getByLabelText('Node 3 host name')).toHaveValue('node3');
    expect(screen.getByLabelText('Node 3 public IP')).toHaveValue('10.10.0.13');
    expect(screen.getByLabelText('Node 3 VIP')).toHaveValue('10.10.0.23');
  });

  it('choosing x86 makes the plan bare metal, offers only bare metal, and gives a new node a server of its own', async () => {
    const { requests } = stubFetch({ 'POST /api/validate/': { body: result([]) } });
    renderWithProviders(<Editor />);
    await screen.findByText(/No findings/);
    const virtualization = screen.getByLabelText('Virtualization');
    const offered = () => within(virtualization).getAllByRole('option').map((option) => option.getAttribute('value'));
    expect(offered()).toEqual(['lpar', 'zvm']);

    await chooseArchitecture('x86_64');
    expect(virtualization).toHaveValue('bare_metal');
    expect(offered()).toEqual(['bare_metal']);
    expect(screen.getByRole('columnheader', { name: 'Server' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add node' }));
    expect(screen.getByLabelText('Node 3 host name')).toHaveValue('node3');
    expect(screen.getByLabelText('Node 3 machine')).toHaveValue('server1');
    await userEvent.click(screen.getByRole('button', { name: 'Duplicate node 3' }));
    expect(screen.getByLabelText('Node 4 machine')).toHaveValue('server2');

    // Back on System z the plan runs in an LPAR again, and a new node shares its template's CPC.
    await chooseArchitecture('IBM zEnterprise 196');
    expect(virtualization).toHaveValue('lpar');
    await userEvent.click(screen.getByRole('button', { name: 'Duplicate node 1' }));
    expect(screen.getByLabelText('Node 2 machine')).toHaveValue('cpc1');

    // No document the editor sent paired an architecture with a virtualization the API refuses.
    await waitFor(() => expect(requests.length).toBeGreaterThan(1));
    for (const request of requests) {
      const body = request.body as { platform: { architecture: string; virtualization: string } };
      const systemZ = ['z10', 'z196'].includes(body.platform.architecture);
      expect(systemZ ? ['lpar', 'zvm'] : ['bare_metal']).toContain(body.platform.virtualization);
    }
  });

  it('arrow keys on the architecture only walk its list: the platform changes on Enter', async () => {
    stubFetch({ 'POST /api/validate/': { body: result([]) } });
    renderWithProviders(<Editor />);
    await screen.findByText(/No findings/);
    const architecture = screen.getByLabelText('Architecture', { selector: 'input' });
    const virtualization = screen.getByLabelText('Virtualization');

    architecture.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(architecture).toHaveValue('IBM System z10');
    expect(virtualization).toHaveValue('lpar');
    expect(screen.queryByTestId('platform-changes')).not.toBeInTheDocument();
    // The list is open on the option the arrows reached; Escape closes it and leaves the plan as it was.
    expect(architecture).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(architecture).toHaveAttribute('aria-expanded', 'false');
    expect(architecture).toHaveValue('IBM System z10');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(architecture).not.toHaveValue('IBM System z10');
    expect(screen.getByTestId('platform-changes')).toBeInTheDocument();
  });

  it('is read only for viewers', async () => {
    stubFetch({ 'POST /api/validate/': { body: result([IC002]) } });
    renderWithProviders(<Editor readOnly />);
    await screen.findByRole('article', { name: /^IC002 / });
    expect(screen.getByLabelText('Interconnect type')).toBeDisabled();
    expect(screen.getByLabelText('Node 1 host name')).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Apply fix/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add node' })).not.toBeInTheDocument();
  });

  it('says nobody has chosen a blank plan\'s unknown fields yet, not that an imported cluster did not show them', () => {
    // Issue 39: a blank plan's banner spoke of an imported cluster's files.
    function BlankEditor() {
      const stores = useEditorStores({ ...DOC, unknown: ['/storage/disks', '/cluster_files/ocr/locations', '/cluster_files/voting/locations'] });
      return (
        <EditorProvider stores={stores} schema={undefined} readOnly={false}>
          <UnknownFieldsBanner />
        </EditorProvider>
      );
    }
    renderWithProviders(<BlankEditor />);
    const banner = screen.getByRole('region', { name: '3 fields unknown' });
    expect(banner).toHaveTextContent(
      'Nobody has chosen these fields yet (a new plan starts without them, or no study gives a value on this platform).',
    );
    expect(banner).not.toHaveTextContent(/import|no file/);
  });

  describe('an imported plan', () => {
    const listed = () => within(screen.getByRole('list', { name: 'Unknown fields' })).getAllByRole('listitem').map((item) => item.textContent);

    it('drops an unknown field set in its input, and follows the rows when a node is removed', async () => {
      renderWithProviders(<ImportedEditor />);
      expect(screen.getByRole('region', { name: '4 fields unknown' })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: '4 fields unknown' })).toHaveTextContent(
        'Nothing shown gives these fields (no file of the imported cluster showed them, or no study gives a value on this platform).',
      );

      const mtu = screen.getByLabelText('Interconnect MTU');
      await userEvent.clear(mtu);
      await userEvent.type(mtu, '9000');
      expect(screen.getByRole('region', { name: '3 fields unknown' })).toBeInTheDocument();
      expect(listed().join(' ')).not.toMatch(/mtu/i);

      // Node 1 removed: node 2's unknown fields are now node 1's; node 1's own unknown CPUs are gone with it.
      await userEvent.click(screen.getByRole('button', { name: 'Remove node 1' }));
      expect(screen.getByRole('region', { name: '2 fields unknown' })).toBeInTheDocument();
      await userEvent.clear(screen.getByLabelText('Node 1 CPUs'));
      await userEvent.type(screen.getByLabelText('Node 1 CPUs'), '4');
      expect(screen.getByRole('region', { name: '1 field unknown' })).toBeInTheDocument();
    });

    it('keeps the unknown fields of the rows there when a node is added', async () => {
      renderWithProviders(<ImportedEditor />);
      await userEvent.click(screen.getByRole('button', { name: 'Duplicate node 1' }));
      expect(screen.getByLabelText('Node 3 host name')).toBeInTheDocument();
      expect(screen.getByRole('region', { name: '4 fields unknown' })).toBeInTheDocument();
    });

    it('names the file and line each imported field was read from, until the user changes the field', async () => {
      renderWithProviders(<ImportedEditor />);
      const panel = screen.getByRole('region', { name: "Read from the cluster's files" });
      expect(panel).toHaveTextContent('node1: etc/hosts, line 4');
      expect(panel).toHaveTextContent('cluster: oifcfg-getif.txt, line 2');
      const ip = screen.getByLabelText('Node 1 public IP');
      await userEvent.clear(ip);
      await userEvent.type(ip, '10.10.0.99');
      expect(panel).not.toHaveTextContent('node1: etc/hosts, line 4');
      expect(panel).toHaveTextContent('node2: etc/hosts, line 5');
    });
  });
});
