import { describe, expect, it } from 'vitest';

import { stubFetch } from '@/testing/fetch-stub';

import { getDraft } from './get-draft';

describe('getDraft', () => {
  it('is null when the plan has no draft (204, no body)', async () => {
    stubFetch({ 'GET /api/plans/7/draft/': { status: 204 } });
    await expect(getDraft(7)).resolves.toBeNull();
  });

  it('is the draft when there is one', async () => {
    const draft = { document: { cluster: { name: 'z' } }, base_version: 2, updated_at: '2026-11-23T12:00:00Z' };
    stubFetch({ 'GET /api/plans/7/draft/': { body: draft } });
    await expect(getDraft(7)).resolves.toMatchObject({ base_version: 2 });
  });

  it('is null when the stored document is not a JSON object (another client saved it; the editor cannot open it)', async () => {
    stubFetch({ 'GET /api/plans/7/draft/': { body: { document: 5, base_version: null, updated_at: '2026-11-23T12:00:00Z' } } });
    await expect(getDraft(7)).resolves.toBeNull();
  });

  it('throws when the plan is not visible (404)', async () => {
    stubFetch({ 'GET /api/plans/7/draft/': { status: 404, body: { detail: 'Not found.' } } });
    await expect(getDraft(7)).rejects.toBeTruthy();
  });
});
