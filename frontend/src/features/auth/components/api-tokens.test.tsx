import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { onePage } from '@/testing/factories';
import { stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';

import { ApiTokens } from './api-tokens';

const laptop = {
  id: 7,
  name: 'laptop',
  prefix: 'ab12cd34',
  created_at: '2026-11-01T10:00:00Z',
  expires_at: '2099-12-01T10:00:00Z',
  last_used_at: null,
  current: false,
};
const old = { ...laptop, id: 3, name: 'old box', prefix: 'ffee0011', expires_at: '2020-01-01T00:00:00Z' };
const KEY = '0123456789abcdef0123456789abcdef01234567';

describe('ApiTokens', () => {
  it('lists tokens without keys and marks the expired ones', async () => {
    stubFetch({ 'GET /api/auth/tokens/': { body: onePage([laptop, old]) } });
    renderWithProviders(<ApiTokens />);
    const table = await screen.findByRole('table', { name: 'API tokens' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('laptop');
    expect(rows[1]).not.toHaveTextContent('expired');
    expect(rows[2]).toHaveTextContent('old box');
    expect(rows[2]).toHaveTextContent('expired');
  });

  it('lists the tokens of every page the server answers', async () => {
    const pages: string[] = [];
    stubFetch({
      'GET /api/auth/tokens/': (request) => {
        const page = new URL(request.url).searchParams.get('page') ?? '';
        pages.push(page);
        const next = page === '1' ? '/api/auth/tokens/?page=2' : null;
        return { body: { count: 2, next, previous: null, results: [page === '1' ? laptop : old] } };
      },
    });
    renderWithProviders(<ApiTokens />);
    const table = await screen.findByRole('table', { name: 'API tokens' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(table).toHaveTextContent('laptop');
    expect(table).toHaveTextContent('old box');
    expect(pages).toEqual(['1', '2']);
  });

  it('shows a new key once and sends the name', async () => {
    document.cookie = 'csrftoken=abc; path=/';
    const { requests } = stubFetch({
      'GET /api/auth/tokens/': [{ body: onePage([]) }, { body: onePage([{ ...laptop, name: 'ci' }]) }],
      'POST /api/auth/tokens/': {
        status: 201,
        body: { token: KEY, id: 9, name: 'ci', prefix: KEY.slice(0, 8), expires_at: null },
      },
    });
    renderWithProviders(<ApiTokens />);
    expect(await screen.findByText('You have no API tokens.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Token name', { exact: false }), 'ci');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByTestId('issued-token')).toHaveTextContent(KEY);
    expect(screen.getByRole('status')).toHaveTextContent('Expires: never');
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ name: 'ci' });
    expect(await screen.findByRole('table', { name: 'API tokens' })).not.toHaveTextContent(KEY);
  });

  it('revokes a token', async () => {
    document.cookie = 'csrftoken=abc; path=/';
    const { requests } = stubFetch({
      'GET /api/auth/tokens/': [{ body: onePage([laptop]) }, { body: onePage([]) }],
      'DELETE /api/auth/tokens/7/': { status: 204 },
    });
    renderWithProviders(<ApiTokens />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Revoke laptop' }));
    expect(await screen.findByText('You have no API tokens.')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'DELETE' && r.path === '/api/auth/tokens/7/')).toBe(true);
  });
});
