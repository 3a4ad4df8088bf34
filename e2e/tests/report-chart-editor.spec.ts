import { type Browser, expect, type Page, test } from '@playwright/test';

import { cleanAtBothWidths } from '../support/checks';
import { type Role, storageStatePath } from '../support/roles';

// A seeded study report (backend/apps/comparisons/demo_reports.py): its runs are copied into a report of this spec's own.
const SEEDED = 'Study 002: users carried from 1 to 10 nodes (500 users per node)';
const RANGE_ORDER = 'The axis minimum must be below its maximum.';

type ReportRow = { uuid: string; title: string; request: Record<string, unknown> };

async function pageAs(browser: Browser, role: Role): Promise<Page> {
  const context = await browser.newContext({ storageState: storageStatePath(role) });
  return context.newPage();
}

/** A new report of the contributor's project over the seeded report's runs, with two charts. */
async function reportOverSeededRuns(page: Page, title: string): Promise<string> {
  const me = (await (await page.request.get('/api/auth/me/')).json()) as { memberships: { project: number; role: string }[] };
  const project = me.memberships.find((m) => m.role === 'contributor')?.project;
  const list = (await (await page.request.get(`/api/reports/?project=${project}&q=002`)).json()) as { results: ReportRow[] };
  const seeded = list.results.find((r) => r.title === SEEDED);
  expect(seeded, SEEDED).toBeTruthy();
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  const response = await page.request.post('/api/reports/', {
    data: { project, title, request: { runs: seeded!.request.runs }, charts: [{ chart: 'throughput' }, { chart: 'wait_classes' }] },
    headers: { 'X-CSRFToken': csrf },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { uuid: string }).uuid;
}

test('a contributor changes, adds and removes a report’s charts in a new revision; a reader prints the revision they read', async ({ browser }, testInfo) => {
  test.setTimeout(300_000);
  const page = await pageAs(browser, 'contributor');
  const title = `Charts edited ${Date.now()}`;
  const uuid = await reportOverSeededRuns(page, title);
  const permalink = `/reports/${uuid}`;
  await page.goto(permalink);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('[data-report-chart]')).toHaveCount(2);

  const form = page.getByRole('form', { name: 'Edit report' });
  const first = form.getByRole('group', { name: 'Chart 1' });

  await test.step('every choice of a chart is a field; a refused range is explained by its field and kept', async () => {
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(first.getByLabel('Metric')).toHaveCount(0);
    await first.getByLabel('Chart type').selectOption('absolute');
    await first.getByLabel('Metric').selectOption({ index: 1 });
    await first.getByLabel('Grouping').selectOption({ label: 'One group per run' });
    await first.getByLabel('Baseline').selectOption({ index: 1 });
    await first.getByLabel('Axis minimum').fill('100');
    await first.getByLabel('Axis maximum').fill('10');
    await first.getByLabel('Caption').fill('Each run on its own.');
    await form.getByRole('button', { name: 'Remove chart 2' }).click();
    await form.getByRole('button', { name: 'Add chart' }).click();
    await form.getByRole('group', { name: 'Chart 2' }).getByLabel('Chart type').selectOption('table');
    await cleanAtBothWidths(page, testInfo, 'report-chart-editor');

    await form.getByRole('button', { name: 'Save revision' }).click();
    await expect(first.getByText(RANGE_ORDER)).toBeVisible();
    await expect(first.getByLabel('Axis maximum')).toHaveAttribute('aria-invalid', 'true');
    await expect(first.getByLabel('Axis minimum')).toHaveValue('100');
    await expect(first.getByLabel('Caption')).toHaveValue('Each run on its own.');
    await expect(first.getByLabel('Chart type')).toHaveValue('absolute');
    await expect(form.getByRole('group', { name: 'Chart 2' }).getByLabel('Chart type')).toHaveValue('table');
    await cleanAtBothWidths(page, testInfo, 'report-chart-editor-refused');
  });

  await test.step('saved, the report is a new revision at the same permalink and draws the charts chosen', async () => {
    await first.getByLabel('Axis minimum').fill('0');
    await first.getByLabel('Axis maximum').fill('');
    await form.getByRole('button', { name: 'Save revision' }).click();
    await expect(form).toHaveCount(0);
    await expect(page.getByTestId('report-byline')).toContainText('revision 2 of 2');
    expect(new URL(page.url()).pathname).toBe(permalink);
    await expect(page.locator('[data-report-chart]')).toHaveCount(2);
    await expect(page.locator('[data-report-chart]').nth(0)).toHaveAttribute('data-report-chart', 'absolute');
    await expect(page.locator('[data-report-chart]').nth(1)).toHaveAttribute('data-report-chart', 'table');
    await expect(page.getByText('Each run on its own.')).toBeVisible();
  });
  await page.context().close();

  await test.step('a viewer reading revision 1 prints revision 1', async () => {
    const reader = await pageAs(browser, 'viewer');
    await reader.goto(`${permalink}?revision=1`);
    await expect(reader.getByText('You are reading revision 1')).toBeVisible();
    await expect(reader.locator('[data-report-chart]')).toHaveCount(2);
    await reader.getByRole('button', { name: 'Export PDF of revision 1' }).click();
    const download = reader.getByRole('link', { name: 'Download PDF of revision 1' });
    await expect(download).toBeVisible({ timeout: 120_000 });
    await expect(download).toHaveAttribute('href', `/api/reports/${uuid}/pdf/?revision=1`);
    const pdf = await reader.request.get(`/api/reports/${uuid}/pdf/?revision=1`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 4).toString()).toBe('%PDF');
    // The PDF stored prints revision 1: the latest revision has none to download until it is exported.
    await reader.getByLabel('Revision', { exact: true }).selectOption('2');
    await expect(reader.getByTestId('report-byline')).toContainText('revision 2 of 2');
    await expect(reader.getByRole('button', { name: 'Export PDF', exact: true })).toBeVisible();
    await expect(reader.getByRole('link', { name: /^Download PDF/ })).toHaveCount(0);
    expect((await reader.request.get(`/api/reports/${uuid}/pdf/`)).status()).toBe(404);
    await reader.context().close();
  });
});
