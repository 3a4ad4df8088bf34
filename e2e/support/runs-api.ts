import { type APIRequestContext, expect, request as apiRequest } from '@playwright/test';

import { BASE_URL } from './base-url';
import { DEMO_PASSWORD, type Role } from './roles';

/** An API client signed in as a demo role (its own cookies, not the browser's). */
export async function signIn(username: Role): Promise<APIRequestContext> {
  const context = await apiRequest.newContext({ baseURL: BASE_URL, storageState: { cookies: [], origins: [] } });
  await context.get('/api/auth/csrf/');
  const response = await context.post('/api/auth/login/', { data: { username, password: DEMO_PASSWORD }, headers: { 'X-CSRFToken': await csrf(context) } });
  expect(response.ok(), await response.text()).toBeTruthy();
  return context;
}

export async function csrf(context: APIRequestContext): Promise<string> {
  return (await context.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value ?? '';
}

/** POST that must answer 201; the created object. */
export async function post(api: APIRequestContext, url: string, data: unknown): Promise<Record<string, unknown>> {
  const response = await api.post(url, { data, headers: { 'X-CSRFToken': await csrf(api) } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * A run (40 users, linked to `planVersion` unless null) with a one-row benchmark table the test writes itself, its
 * throughput chosen; waits until the worker has parsed it.
 */
export async function runWithTable(api: APIRequestContext, project: number, planVersion: number | null, label: string, tps: number): Promise<number> {
  const run = await post(api, '/api/runs/', { project, label, users: 40, ...(planVersion === null ? {} : { plan_version: planVersion }) });
  const csv = `label,run,users,throughput,throughput_unit,cpu_util_pct,cpus,duration_s\n${label},1,40,${tps},tps,80,4,600\n`;
  const upload = await api.post(`/api/runs/${String(run.id)}/files/`, {
    multipart: { files: { name: 'benchmark.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
    headers: { 'X-CSRFToken': await csrf(api) },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  await expect
    .poll(async () => ((await (await api.get(`/api/runs/${String(run.id)}/`)).json()) as { metrics: Record<string, unknown> }).metrics.tps !== undefined, {
      timeout: 60_000,
      message: `parsing of ${label}`,
    })
    .toBe(true);
  return run.id as number;
}
