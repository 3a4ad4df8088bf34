import { type APIRequestContext, expect } from '@playwright/test';

type PlanRow = { id: number; reference: string };
type PlanPage = { results: PlanRow[]; next: string | null };

/** The id of the demo project's plan made from `reference` (seed_demo loads one per study configuration). */
export async function referencePlanId(request: APIRequestContext, reference: string): Promise<number> {
  for (let page = 1; page <= 10; page += 1) {
    const response = await request.get(`/api/plans/?archived=all&page=${page}`);
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as PlanPage;
    const plan = body.results.find((row) => row.reference === reference);
    if (plan) return plan.id;
    if (!body.next) break;
  }
  throw new Error(`no plan made from the reference ${reference}`);
}
