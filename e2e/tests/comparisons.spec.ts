import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { type APIRequestContext, type Browser, expect, request as apiRequest, test } from '@playwright/test';

import { ComparisonsPage } from '../page-objects/comparisons-page';
import { ComparisonsReportPage } from '../page-objects/comparisons-report-page';
import { BASE_URL } from '../support/base-url';
import { DEMO_PASSWORD } from '../support/roles';

// The AWR samples are read where they are, never copied into the repository.
const SAMPLES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'shared', 'awr-samples');
const THROUGHPUT = 'Normalized throughput (% of baseline)';
const SCALING = 'User scaling';

/** An API client signed in as a demo user (session + CSRF, exactly like the SPA). */
async function signIn(username: string): Promise<APIRequestContext> {
  const context = await apiRequest.newContext({ baseURL: BASE_URL });
  await context.get('/api/auth/csrf/');
  const response = await context.post('/api/auth/login/', {
    data: { username, password: DEMO_PASSWORD },
    headers: { 'X-CSRFToken': await csrf(context) },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return context;
}

async function csrf(context: APIRequestContext): Promise<string> {
  const cookies = (await context.storageState()).cookies;
  return cookies.find((c) => c.name === 'csrftoken')?.value ?? '';
}

async function browserPageFor(browser: Browser, api: APIRequestContext) {
  const context = await browser.newContext({ baseURL: BASE_URL, storageState: await api.storageState(), acceptDownloads: true });
  return context.newPage();
}

type CreatedRun = { id: number; label: string };

async function createRunWithUpload(api: APIRequestContext, project: number, label: string, storage: string, sample: string, users: number): Promise<CreatedRun> {
  const created = await api.post('/api/runs/', {
    data: { project, label, tags: { storage }, users },
    headers: { 'X-CSRFToken': await csrf(api) },
  });
  expect(created.status(), await created.text()).toBe(201);
  const run = (await created.json()) as { id: number };
  const upload = await api.post(`/api/runs/${run.id}/files/`, {
    multipart: { files: { name: sample, mimeType: 'text/html', buffer: await readFile(path.join(SAMPLES, sample)) } },
    headers: { 'X-CSRFToken': await csrf(api) },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  return { id: run.id, label };
}

async function parsed(api: APIRequestContext, run: CreatedRun): Promise<string> {
  const body = (await (await api.get(`/api/runs/${run.id}/`)).json()) as { files: { state: string }[]; metrics: Record<string, unknown> };
  const states = body.files.map((f) => f.state);
  if (states.includes('failed')) return 'failed';
  return states.length > 0 && states.every((s) => s === 'parsed') && 'tps' in body.metrics ? 'parsed' : 'waiting';
}

test.describe.configure({ mode: 'serial' });

test('a contributor compares uploaded AWR runs and saves a report; a viewer opens it and downloads PDF and CSV', async ({ browser }) => {
  test.setTimeout(180_000);
  const stamp = `e2e-${Date.now()}`;
  const contributor = await signIn('contributor');
  const me = (await (await contributor.get('/api/auth/me/')).json()) as { memberships: { project: number; role: string }[] };
  const project = me.memberships.find((m) => m.role === 'contributor')?.project;
  expect(project).toBeTruthy();

  const runs: CreatedRun[] = [];
  await test.step('create three runs and upload AWR reports through the API', async () => {
    runs.push(await createRunWithUpload(contributor, project!, `${stamp} alpha 1`, 'alpha', 'AWR-reports__awr_rpt_1.html', 20));
    runs.push(await createRunWithUpload(contributor, project!, `${stamp} alpha 2`, 'alpha', 'awr-export__awrrpt_1_160_161.html', 40));
    runs.push(await createRunWithUpload(contributor, project!, `${stamp} beta`, 'beta', 'awr-export__awrrpt_1_160_161.html', 60));
    for (const run of runs) {
      await expect.poll(() => parsed(contributor, run), { timeout: 90_000, message: `parsing of ${run.label}` }).toBe('parsed');
    }
  });

  let permalink = '';
  const title = `Storage alpha vs beta ${stamp}`;
  await test.step('build the comparison in the UI and save it as a report', async () => {
    const page = await browserPageFor(browser, contributor);
    const comparisons = new ComparisonsPage(page);
    await comparisons.goto();
    await expect(comparisons.heading).toBeVisible();
    await comparisons.filterByText(stamp);
    for (const run of runs) await comparisons.pickRun(run.label);
    // Not grouped yet, each run is a group of its own: the runs at 20, 40 and 60 users make one curve together.
    await expect(comparisons.figure(SCALING)).toBeVisible({ timeout: 30_000 });
    await expect(comparisons.chart(SCALING).locator('.scatterlayer .trace')).toHaveCount(1);
    await expect(comparisons.chart(SCALING).locator('.scatterlayer .point')).toHaveCount(3);
    await comparisons.groupByTag('storage', 'alpha');
    await expect(comparisons.figure(THROUGHPUT)).toBeVisible({ timeout: 30_000 });
    // Grouped, alpha spans 20 and 40 users and gets its curve; beta, at one count, gets none.
    await expect(comparisons.chart(SCALING).locator('.scatterlayer .point')).toHaveCount(2);
    await expect(comparisons.chart(SCALING).locator('.scatterlayer .trace')).toHaveCount(1);
    await expect(comparisons.chart(THROUGHPUT)).toContainText('%');
    // The page's CSV is the server's, the same text the saved report's chart downloads.
    const [csv] = await Promise.all([page.waitForEvent('download'), comparisons.csvButton(THROUGHPUT).click()]);
    expect(csv.suggestedFilename()).toBe('comparison-throughput.csv');
    const lines = (await readFile(await csv.path(), 'utf-8')).split('\n');
    expect(lines[0]).toBe('group,runs,pct_of_baseline,ci95_low,ci95_high,pct_change,within_noise,test,p_value');
    expect(lines[1]).toMatch(/^alpha,2,100,/);
    await comparisons.saveReport(title, '# Findings\n\nBeta against the **alpha** baseline.\n\n<script>alert(1)</script>');
    permalink = new URL(page.url()).pathname;
    await page.context().close();
  });

  await test.step('a viewer opens the permalink and sees the narrative and the charts', async () => {
    const viewer = await signIn('viewer');
    const page = await browserPageFor(browser, viewer);
    const report = new ComparisonsReportPage(page);
    await report.goto(permalink);
    await expect(report.heading(title)).toBeVisible();
    await expect(report.narrative.getByRole('heading', { name: 'Findings' })).toBeVisible();
    // The narrative's HTML is text, never markup.
    await expect(report.narrative).toContainText('<script>alert(1)</script>');
    await expect(report.figure(THROUGHPUT)).toBeVisible({ timeout: 30_000 });

    await test.step('CSV of the throughput chart', async () => {
      const [download] = await Promise.all([page.waitForEvent('download'), report.csvButton(THROUGHPUT).click()]);
      const text = await readFile(await download.path(), 'utf-8');
      expect(text.split('\n')[0]).toBe('group,runs,pct_of_baseline,ci95_low,ci95_high,pct_change,within_noise,test,p_value');
      expect(text).toContain('alpha,2,100');
      const direct = await page.request.get(`/api${permalink}/csv/?chart=throughput`);
      expect(direct.headers()['content-type']).toContain('text/csv');
    });

    await test.step('PDF rendered on the server as a job, then downloaded', async () => {
      const state = await report.exportPdf();
      await expect(state).toHaveText('Succeeded', { timeout: 120_000 });
      const [download] = await Promise.all([page.waitForEvent('download'), report.downloadPdfButton.click()]);
      const bytes = await readFile(await download.path());
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
      const direct = await page.request.get(`/api${permalink}/pdf/`);
      expect(direct.headers()['content-type']).toBe('application/pdf');
    });
    await page.context().close();
    await viewer.dispose();
  });
  await contributor.dispose();
});
