import { describe, expect, it } from 'vitest';

import { stubFetch } from '@/testing/fetch-stub';

import { getHealth } from './get-health';

const degraded = {
  status: 'degraded',
  version: '0.1.0',
  checks: {
    database: { ok: true, detail: 'ok', latency_ms: 1.2 },
    broker: { ok: false, detail: 'Connection refused', latency_ms: null },
    workers: { ok: false, detail: 'No worker answered', count: 0 },
  },
};

describe('getHealth', () => {
  it('returns the JSON body of a 503 instead of failing', async () => {
    stubFetch({ 'GET /api/health/': { status: 503, body: degraded } });
    await expect(getHealth()).resolves.toEqual(degraded);
  });

  it('fails on a 503 without a health body', async () => {
    stubFetch({ 'GET /api/health/': { status: 503 } });
    await expect(getHealth()).rejects.toMatchObject({ status: 503 });
  });
});
