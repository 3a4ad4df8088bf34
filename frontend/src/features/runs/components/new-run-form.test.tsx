import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';

import { NewRunForm } from './new-run-form';

const NO_PLANS = { body: { count: 0, next: null, previous: null, results: [] } };

describe('NewRunForm', () => {
  it('keeps what was typed when the server refuses it and shows the message beside the field', async () => {
    document.cookie = 'csrftoken=test-token';
    const { requests } = stubFetch({
      'GET /api/plans/': NO_PLANS,
      'POST /api/runs/': { status: 400, body: { label: ['A run with this label already exists in the project.'] } },
    });
    const onCreated = vi.fn();
    renderWithProviders(<NewRunForm projectId={3} onCreated={onCreated} />);
    const user = userEvent.setup({ delay: null });

    await user.type(screen.getByRole('textbox', { name: 'Label' }), 'Baseline');
    await user.type(screen.getByRole('textbox', { name: 'Workload' }), 'OLTP');
    const tags = screen.getByRole('combobox', { name: 'Tags' });
    await user.type(tags, 'nodes=4{enter}');
    await user.click(screen.getByRole('button', { name: 'Create run' }));

    expect(await screen.findByText('A run with this label already exists in the project.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Label' })).toHaveValue('Baseline');
    expect(screen.getByRole('textbox', { name: 'Label' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Workload' })).toHaveValue('OLTP');
    expect(screen.getByText('nodes=4')).toBeInTheDocument();
    expect(onCreated).not.toHaveBeenCalled();

    const post = requests.find((request) => request.method === 'POST');
    expect(post?.body).toMatchObject({ project: 3, label: 'Baseline', workload: 'OLTP', tags: { nodes: '4' }, plan_version: null });
    expect(post?.headers.get('X-CSRFToken')).toBe('test-token');
  }, 15_000);

  it('refuses a malformed tag on the spot', async () => {
    stubFetch({ 'GET /api/plans/': NO_PLANS });
    renderWithProviders(<NewRunForm projectId={3} onCreated={vi.fn()} />);
    await userEvent.setup({ delay: null }).type(screen.getByRole('combobox', { name: 'Tags' }), 'nodes{enter}');
    await waitFor(() => expect(screen.getByText('"nodes" needs the form key=value.')).toBeInTheDocument());
  });
});
