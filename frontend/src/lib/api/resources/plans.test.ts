import { describe, expect, it } from 'vitest';

import { stubFetch } from '@/testing/fetch-stub';

import { MAX_PAGE_SIZE } from '../vocabulary';
import { getProjectPlans } from './plans';

const plan = (id: number) => ({ id, name: `plan ${id}` });

describe('getProjectPlans', () => {
  it('follows every page at the largest page size, past the fourth', async () => {
    const asked: URLSearchParams[] = [];
    stubFetch({
      'GET /api/plans/': (request) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        const page = Number(query.get('page'));
        return { body: { count: 6, next: page < 6 ? `/api/plans/?page=${page + 1}` : null, previous: null, results: [plan(page)] } };
      },
    });
    const plans = await getProjectPlans(7);
    expect(plans.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(asked.map((q) => [q.get('page'), q.get('page_size'), q.get('project'), q.get('archived')])).toEqual(
      [1, 2, 3, 4, 5, 6].map((page) => [String(page), String(MAX_PAGE_SIZE), '7', 'all']),
    );
  });

  it('stops at the page without a next link', async () => {
    const { requests } = stubFetch({ 'GET /api/plans/': { body: { count: 1, next: null, previous: null, results: [plan(1)] } } });
    await expect(getProjectPlans(7)).resolves.toHaveLength(1);
    expect(requests).toHaveLength(1);
  });
});
