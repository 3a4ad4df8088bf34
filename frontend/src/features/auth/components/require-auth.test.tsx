import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';

import { stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';

import { RequireAuth } from './require-auth';

function ShowLocation() {
  const location = useLocation();
  return <p>at {`${location.pathname}${location.search}`}</p>;
}

function routes() {
  return (
    <Routes>
      <Route path="/login" element={<ShowLocation />} />
      <Route
        path="/jobs"
        element={
          <RequireAuth>
            <p>secret jobs</p>
          </RequireAuth>
        }
      />
    </Routes>
  );
}

describe('RequireAuth', () => {
  it('sends anonymous visitors to the login page with the way back', async () => {
    stubFetch({ 'GET /api/auth/me/': { status: 204 } });
    renderWithProviders(routes(), { route: '/jobs?page=2' });

    expect(await screen.findByText('at /login?next=%2Fjobs%3Fpage%3D2')).toBeInTheDocument();
    expect(screen.queryByText('secret jobs')).not.toBeInTheDocument();
  });

  it('shows the page to a signed-in user', async () => {
    stubFetch({ 'GET /api/auth/me/': { body: { id: 1, username: 'viewer', is_staff: false, memberships: [] } } });
    renderWithProviders(routes(), { route: '/jobs' });

    expect(await screen.findByText('secret jobs')).toBeInTheDocument();
  });
});
