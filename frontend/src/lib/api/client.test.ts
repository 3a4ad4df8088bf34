import { describe, expect, it } from 'vitest';

import { stubFetch } from '@/testing/fetch-stub';

import { api, unwrap } from './client';
import { ApiError } from './errors';

describe('api client', () => {
  it('primes the CSRF cookie once and sends it on unsafe methods only', async () => {
    const { requests } = stubFetch({
      'GET /api/auth/csrf/': () => {
        // Stands in for the Set-Cookie header, which a stubbed fetch cannot apply.
        document.cookie = 'csrftoken=tok123; path=/';
        return { status: 204 };
      },
      'POST /api/auth/logout/': { status: 204 },
      'GET /api/jobs/7/': { body: { detail: 'Not found.' }, status: 404 },
    });

    unwrap(await api.POST('/api/auth/logout/'));
    unwrap(await api.POST('/api/auth/logout/'));
    await expect(
      api.GET('/api/jobs/{id}/', { params: { path: { id: 7 } } }).then(unwrap),
    ).rejects.toMatchObject({ status: 404, message: 'Not found.' });

    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/auth/csrf/',
      'POST /api/auth/logout/',
      'POST /api/auth/logout/',
      'GET /api/jobs/7/',
    ]);
    expect(requests[1]?.headers.get('X-CSRFToken')).toBe('tok123');
    expect(requests[2]?.headers.get('X-CSRFToken')).toBe('tok123');
    expect(requests[3]?.headers.get('X-CSRFToken')).toBeNull();
  });

  it('turns a field-keyed 400 into an ApiError', async () => {
    document.cookie = 'csrftoken=abc; path=/';
    stubFetch({
      'POST /api/jobs/demo/': { status: 400, body: { steps: ['Ensure this value is less than or equal to 50.'] } },
    });
    const failure = await api.POST('/api/jobs/demo/', { body: { project: 1, steps: 99 } }).then(unwrap).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).forField('steps')).toEqual(['Ensure this value is less than or equal to 50.']);
  });
});
