import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';

import { LoginForm } from './login-form';

const me = { id: 1, username: 'architect', is_staff: false, memberships: [] };

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginForm', () => {
  it("shows the server's message on a wrong password and keeps what was typed", async () => {
    document.cookie = 'csrftoken=abc; path=/';
    const { requests } = stubFetch({
      'POST /api/auth/login/': { status: 400, body: { non_field_errors: ['Wrong username or password.'] } },
    });
    const onSuccess = vi.fn();
    renderWithProviders(<LoginForm onSuccess={onSuccess} />);

    await fillAndSubmit('architect', 'not-it');

    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password.');
    expect(screen.getByLabelText('Username')).toHaveValue('architect');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue('not-it');
    expect(onSuccess).not.toHaveBeenCalled();
    expect(requests.at(-1)?.body).toEqual({ username: 'architect', password: 'not-it' });
    expect(requests.at(-1)?.headers.get('X-CSRFToken')).toBe('abc');
  });

  it('shows the throttling message on 429', async () => {
    document.cookie = 'csrftoken=abc; path=/';
    stubFetch({
      'POST /api/auth/login/': { status: 429, body: { detail: 'Too many attempts. Try again in 60 seconds.' } },
    });
    renderWithProviders(<LoginForm onSuccess={vi.fn()} />);

    await fillAndSubmit('viewer', 'guess');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many attempts');
    expect(alert).toHaveTextContent('Too many attempts. Try again in 60 seconds.');
    expect(screen.getByLabelText('Username')).toHaveValue('viewer');
  });

  it('reports the signed-in user on success', async () => {
    document.cookie = 'csrftoken=abc; path=/';
    stubFetch({ 'POST /api/auth/login/': { body: me } });
    const onSuccess = vi.fn();
    renderWithProviders(<LoginForm onSuccess={onSuccess} />);

    await fillAndSubmit('architect', 'demo');

    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledWith(me, expect.anything(), undefined, expect.anything()));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
