import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import type { TopologyDocument } from '@/features/plans/types';
import { stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';

import { CapacityPanel } from './capacity-panel';
import { EditorProvider } from './editor-provider';
import { useEditorStores } from './editor-stores';

const node = (i: number) => ({ hostname: `n${i}`, cpus: 2, memory_gb: 4, machine: 'm', public_ip: `10.0.0.${i}`, vip: `10.0.1.${i}` });
const DOC: TopologyDocument = { cluster: { name: 'rac' }, nodes: [node(1), node(2), node(3), node(4)], workload: { users: 2500 } };

function Panel() {
  const stores = useEditorStores(DOC);
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
  });
});
