import { act, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';

import type { PlanEstimate } from '@/features/plans/api/get-estimate';
import type { TopologyDraft } from '@/features/plans/types';
import { stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';

import { EditorProvider } from './editor-provider';
import { type EditorStores, useEditorStores } from './editor-stores';
import { EstimatePanel } from './estimate-panel';

const contribution = (over: Partial<PlanEstimate['throughput']['contributions'][number]>) => ({
  statement: '000-160', study: '000', document: '000_f661c8a8ade0fc72.txt',
  section: 'Network Setup - interconnect network device type', rules: ['IC001'], lever: 'interconnect',
  baseline: '10 Gb OSA interconnect (port to port), 40 users', variant: 'HiperSockets interconnect, 40 users',
  change_pct: 8, metric: 'throughput' as const, direction: 'inverse' as const, factor: 0.9259, spread_pct: 5.5,
  spread_source: 'default' as const, transferred: false, carries_over: '', ...over,
});

const metric = (over: Partial<PlanEstimate['throughput']>): PlanEstimate['throughput'] => ({
  metric: 'throughput', ratio: 1, low: 1, high: 1, change_pct: 0, low_pct: 0, high_pct: 0, contributions: [], ...over,
});

const ESTIMATE: PlanEstimate = {
  version: null,
  reference: { slug: 's000-z10-hipersockets-asm-8k-dedicated', name: 'z10 2 LPARs, HiperSockets, ASM, 8 KB blocks' },
  family: 's390x', workload: 'oltp', interval_pct: 80, default_spread_pct: 5.5,
  differences: [{ lever: 'interconnect', label: 'interconnect type', reference: 'hipersockets', plan: 'osa_10gbe', bridged: true }],
  throughput: metric({
    ratio: 0.9259, low: 0.864, high: 0.992, change_pct: -7.4, low_pct: -13.6, high_pct: -0.8,
    contributions: [contribution({}), contribution({ statement: '004-078', document: '004_b78c188c063b2127.txt', section: 'User scaling and transactional throughput', rules: [], direction: 'forward', factor: 4, change_pct: 300, transferred: true, carries_over: 'a RAC on System z' })],
  }),
  cpu_per_txn: metric({ metric: 'cpu_per_txn' }),
  not_stated: [],
  left_out: [{ statement: '001-026', study: '001', document: '001_x.txt', section: 'Test 2', lever: 'storage_layout', reason: 'measured on x86, the plan is s390x; the study gives no reason that carries over' }],
  notes: ['LAN MTU: no measured effect links the two.'],
};

const DOC: TopologyDraft = { cluster: { name: 'rac' }, platform: { architecture: 'z10' }, interconnect: { type: 'osa_10gbe' } };

const held: { stores: EditorStores | null } = { stores: null };

function Panel({ doc = DOC }: { doc?: TopologyDraft }) {
  const own = useEditorStores(doc);
  useEffect(() => {
    held.stores = own;
  }, [own]);
  return (
    <EditorProvider stores={own} schema={undefined} readOnly={false}>
      <EstimatePanel planId={7} />
    </EditorProvider>
  );
}

describe('expected performance panel', () => {
  beforeEach(() => {
    document.cookie = 'csrftoken=test-token; path=/';
    held.stores = null;
  });

  it('shows the estimate of the plan as edited, its interval and every effect behind it', async () => {
    const { requests } = stubFetch({ 'POST /api/plans/7/estimate/': { body: ESTIMATE } });
    renderWithProviders(<Panel />);

    const section = await screen.findByRole('region', { name: 'Expected performance' });
    expect(await within(section).findByTestId('estimate-throughput')).toHaveTextContent('Throughput: −7.4 % (80 % interval −13.6 % to −0.8 %)');
    expect(within(section).getByTestId('estimate-status')).toHaveTextContent('For the plan as edited (unsaved changes included).');
    // No measured effect on CPU cost: no zero-width "±0.0 %" interval, the line says why there is none.
    expect(within(section).getByTestId('estimate-cpu')).toHaveTextContent(
      'CPU per transaction: as the study configuration measured it (no measured effect applies, so the studies give no interval)',
    );
    expect(within(section).getByTestId('estimate-cpu')).not.toHaveTextContent('±');
    expect(within(section).queryByTestId('estimate-same')).toBeNull();
    const effects = within(section).getByRole('list', { name: 'Measured effects in the estimate' });
    const items = within(effects).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('10 Gb OSA interconnect (port to port), 40 users against HiperSockets interconnect, 40 users: measured +8.0 % the other way');
    expect(first).toHaveTextContent('“Network Setup - interconnect network device type”, statement 000-160');
    expect(within(first).getByRole('link', { name: 'IC001' })).toHaveAttribute('href', '/rules/IC001');
    expect(within(first).queryByText('transferred')).toBeNull();
    expect(within(second).getByText('transferred')).toBeInTheDocument();
    expect(second).toHaveTextContent('the study’s reason carries over (a RAC on System z)');
    expect(within(section).getByRole('list', { name: 'Measured effects left out' })).toHaveTextContent('Left out 001-026');
    expect(within(section).getByText('LAN MTU: no measured effect links the two.')).toBeInTheDocument();
    expect(requests.map((r) => [r.method, r.path, r.body])).toEqual([['POST', '/api/plans/7/estimate/', DOC]]);
  });

  it('follows the document as it changes, and keeps the last estimate while the document is invalid', async () => {
    const changed: PlanEstimate = {
      ...ESTIMATE,
      throughput: metric({ change_pct: 11, low_pct: 4, high_pct: 18.5, contributions: [contribution({ direction: 'forward' })] }),
    };
    const { requests } = stubFetch({
      'POST /api/plans/7/estimate/': (request) =>
        request.json().then((body: TopologyDraft) => {
          const type = (body.interconnect as { type?: string } | undefined)?.type;
          if (type === 'bad') return { status: 400, body: { 'interconnect/type': ['Not a valid choice.'] } };
          return { body: type === 'hipersockets' ? changed : ESTIMATE };
        }),
    });
    renderWithProviders(<Panel />);
    const section = await screen.findByRole('region', { name: 'Expected performance' });
    expect(await within(section).findByTestId('estimate-throughput')).toHaveTextContent('−7.4 %');

    act(() => held.stores?.document.set({ ...DOC, interconnect: { type: 'hipersockets' } }));
    await waitFor(() => expect(within(section).getByTestId('estimate-throughput')).toHaveTextContent('Throughput: +11.0 % (80 % interval +4.0 % to +18.5 %)'));

    act(() => held.stores?.document.set({ ...DOC, interconnect: { type: 'bad' } }));
    await waitFor(() => expect(within(section).getByTestId('estimate-status')).toHaveTextContent('The document has errors: this is the estimate of its last valid state.'));
    expect(within(section).getByTestId('estimate-throughput')).toHaveTextContent('+11.0 %');
    expect(requests.map((r) => (r.body as TopologyDraft).interconnect)).toEqual([{ type: 'osa_10gbe' }, { type: 'hipersockets' }, { type: 'bad' }]);
  });

  it('names what the plan does not state instead of saying it matches the study in every setting', async () => {
    stubFetch({
      'POST /api/plans/7/estimate/': {
        body: {
          ...ESTIMATE,
          differences: [],
          throughput: metric({}),
          left_out: [],
          notes: [],
          not_stated: [{ lever: 'interconnect', label: 'interconnect type', reference: 'hipersockets', plan: null, bridged: false }],
        },
      },
    });
    renderWithProviders(<Panel />);
    const section = await screen.findByRole('region', { name: 'Expected performance' });
    expect(await within(section).findByTestId('estimate-throughput')).toHaveTextContent('Throughput: as the study configuration measured it');
    expect(within(section).getByRole('list', { name: 'Settings the plan does not state' })).toHaveTextContent(
      'interconnect type: not stated in the plan (the study configuration has hipersockets)',
    );
    expect(within(section).getByTestId('estimate-same')).toHaveTextContent(
      'No setting the estimate reads differs from the study configuration, but the plan does not state every one.',
    );
    expect(section).not.toHaveTextContent('in every setting the studies measured');
    expect(section).not.toHaveTextContent('±0.0');
  });

  it('says when no study measured anything like the plan', async () => {
    stubFetch({
      'POST /api/plans/7/estimate/': { body: { ...ESTIMATE, reference: null, notes: ['No study measured a configuration of this platform family and workload.'] } },
    });
    renderWithProviders(<Panel />);
    expect(await screen.findByText('No study measured a configuration of this platform family and workload.')).toBeInTheDocument();
  });
});
