import { describe, expect, it } from 'vitest';

import { stubFetch } from '@/testing/fetch-stub';

import { getMe } from './me';

describe('getMe', () => {
  it('is null when nobody is signed in (204, no body)', async () => {
    stubFetch({ 'GET /api/auth/me/': { status: 204 } });
    await expect(getMe()).resolves.toBeNull();
  });

  it('is null when the credentials sent are no longer good (403)', async () => {
    stubFetch({ 'GET /api/auth/me/': { status: 403, body: { detail: 'Invalid token.' } } });
    await expect(getMe()).resolves.toBeNull();
  });

  it('is the user when signed in', async () => {
    stubFetch({ 'GET /api/auth/me/': { body: { id: 3, username: 'arch', is_staff: false, memberships: [] } } });
    await expect(getMe()).resolves.toMatchObject({ username: 'arch' });
  });

  it('throws on a server failure', async () => {
    stubFetch({ 'GET /api/auth/me/': { status: 500, body: { detail: 'boom' } } });
    await expect(getMe()).rejects.toBeTruthy();
  });
});
