import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import type { TopologyDraft } from '@/features/plans/types';
import { stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';

import { CapacityPanel } from './capacity-panel';
import { EditorProvider } from './editor-provider';
import { useEditorStores } from './editor-stores';

const node = (i: number) => ({ hostname: `n${i}`, cpus: 2, memory_gb: 4, machine: 'm', public_ip: `10.0.0.${i}`, vip: `10.0.1.${i}` });
const DOC: TopologyDraft = {
  cluster: { name: 'rac' },
  platform: { architecture: 'x86' },
  nodes: [node(1), node(2), node(3), node(4)],
  workload: { users: 2500 },
};
const Z_DOC: TopologyDraft = { ...DOC, platform: { architecture: 'z196' }, nodes: [node(1), node(2)], workload: { users: 40 } };

function Panel({ doc = DOC }: { doc?: TopologyDraft }) {
  const stores = useEditorStores(doc);
  return (
    <EditorProvider stores={stores} schema={undefined} readOnly={false}>
      <CapacityPanel />
    </EditorProvider>
  );
}

// The stub answers like the backend: sweet spot less the allowance, rounded down to 100, times the nodes.
function estimate(url: URL) {
  const q = url.searchParams;
  const nodes = Number(q.get('nodes'));
  const perNode = Math.floor((Number(q.get('sweet_spot_users')) * (100 - Number(q.get('rac_overhead_pct')))) / 100 / 100) * 100;
  const users = q.has('users') ? Number(q.get('users')) : null;
  return {
    body: {
      nodes, sweet_spot_users: Number(q.get('sweet_spot_users')), rac_overhead_pct: Number(q.get('rac_overhead_pct')),
      increment: 100, per_node_users: perNode, total_users: perNode * nodes, sources: [],
      planned_users: users, planned_users_per_node: users === null ? null : Math.ceil(users / nodes),
      fits: users === null ? null : users <= perNode * nodes, study_example: {},
      platform: q.get('architecture')?.startsWith('z')
        ? {
            platform: 'system_z', studies: ['000_f661c8a8ade0fc72.txt', '004_b78c188c063b2127.txt'], sweet_spot_applies: false,
            sweet_spot_scope: 'x86', reference_points: [{
              key: 's000-z196', label: 'z196 over z10', value: '+45 % throughput per CPU', note: 'Same cluster.',
              source: { document: '000_f661c8a8ade0fc72.txt', section: 'IBM zEnterprise 196' },
            }],
          }
        : {
            platform: 'x86', studies: ['002_8d457e80c2d4fbcc.txt'], sweet_spot_applies: true, sweet_spot_scope: 'x86',
            reference_points: [],
          },
      limits: nodes > 10 && Number(q.get('node_memory_gb')) <= 4 && q.get('workload') === 'oltp'
        ? [{
            key: 's002-nodes', measured: '1 to 10 nodes', planned: `${nodes} nodes`,
            message: `${nodes} nodes is beyond the 10 the study ran; its 17-node figure is a projection.`,
            source: { document: '002_8d457e80c2d4fbcc.txt', section: 'TESTING' },
          }]
        : [],
      interconnect: {
        mb_s_per_node_low: 51, mb_s_per_node_high: 57, basis: 'Study 000 measured 51 to 57 MB/s.',
        extrapolates: nodes !== 2, departures: nodes !== 2 ? [`${nodes} node(s): measured on 2 nodes`] : [],
        source: { document: '000_f661c8a8ade0fc72.txt', section: 'Network throughput' },
      },
    },
  };
}

describe('capacity panel', () => {
  beforeEach(() => {
    document.cookie = 'csrftoken=test-token; path=/';
  });

  it('estimates from the plan’s node count with the study’s numbers, then with the architect’s own', async () => {
    const { requests } = stubFetch({ 'GET /api/capacity/': (request) => estimate(new URL(request.url)) });
    renderWithProviders(<Panel />);

    expect(await screen.findByTestId('capacity-total')).toHaveTextContent('2000');
    expect(screen.getByText(/above the estimate/)).toBeInTheDocument();

    const sweetSpot = screen.getByLabelText('Single-node sweet spot');
    await userEvent.clear(sweetSpot);
    await userEvent.type(sweetSpot, '900');
    await waitFor(() => expect(screen.getByTestId('capacity-total')).toHaveTextContent('2800'));
    expect(screen.getByText(/within the estimate/)).toBeInTheDocument();
    expect(requests.at(-1)?.path).toBe('/api/capacity/');
    expect(screen.getByTestId('capacity-interconnect')).toHaveTextContent('4 node(s): measured on 2 nodes');
  });

  it('tells a plan that goes beyond the measured nodes, with the study’s figure', async () => {
    const asked: URLSearchParams[] = [];
    stubFetch({
      'GET /api/capacity/': (request) => {
        const url = new URL(request.url);
        asked.push(url.searchParams);
        return estimate(url);
      },
    });
    const big: TopologyDraft = { ...DOC, nodes: Array.from({ length: 12 }, (_, i) => node(i + 1)), workload: { users: 6000 } };
    renderWithProviders(<Panel doc={big} />);

    expect(await screen.findByTestId('capacity-limits')).toHaveTextContent(
      '12 nodes is beyond the 10 the study ran; its 17-node figure is a projection. (study 002, TESTING)',
    );
    const last = asked.at(-1);
    expect([last?.get('workload'), last?.get('node_memory_gb'), last?.get('cpus_per_node')]).toEqual(['oltp', '4', '2']);
  });

  it('shows no limits for a plan inside the measurement', async () => {
    stubFetch({ 'GET /api/capacity/': (request) => estimate(new URL(request.url)) });
    renderWithProviders(<Panel />);
    expect(await screen.findByTestId('capacity-total')).toHaveTextContent('2000');
    expect(screen.queryByTestId('capacity-limits')).not.toBeInTheDocument();
  });

  it('gives a System z plan the System z studies and no x86 sweet spot until one is entered', async () => {
    const asked: string[] = [];
    stubFetch({
      'GET /api/capacity/': (request) => {
        const url = new URL(request.url);
        asked.push(url.searchParams.get('architecture') ?? '');
        return estimate(url);
      },
    });
    renderWithProviders(<Panel doc={Z_DOC} />);

    expect(await screen.findByTestId('capacity-reference-points')).toHaveTextContent('+45 % throughput per CPU');
    expect(screen.getByTestId('capacity-reference-points')).toHaveTextContent('study 000, IBM zEnterprise 196');
    expect(screen.getByTestId('capacity-interconnect')).toHaveTextContent('within the measured set-up');
    expect(screen.queryByTestId('capacity-total')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Single-node sweet spot')).toHaveValue('');
    expect(asked.at(-1)).toBe('z196');

    await userEvent.type(screen.getByLabelText('Single-node sweet spot'), '1000');
    await waitFor(() => expect(screen.getByTestId('capacity-total')).toHaveTextContent('1600'));
  });
});
