import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect, request as playwrightRequest, test } from '@playwright/test';

import { ReportDetails, RunPage } from '../page-objects/runs-page';
import { checkLayouts, seriousA11yViolations } from '../support/checks';
import { storageStatePath } from '../support/roles';

// The SLOB run folder's RAC-global report, as HTML and text twins, read in place from the shared samples.
const here = path.dirname(fileURLToPath(import.meta.url));
const RUN_SAMPLES = path.resolve(here, '../../../shared/run-samples');
const TWINS = ['PoC-FlashGrid-p60x6__awr_rac.html', 'PoC-FlashGrid-p60x6__awr_rac.txt'];
const COMPARE = 'troubleshooting-oracle-perf-14__awrd_1830_1845-1930_1945.html';
const AWR_SAMPLES = path.resolve(here, '../../../shared/awr-samples');

test.describe('report details', () => {
  test.use({ storageState: storageStatePath('contributor') });

  test('the twins of a RAC report show their top SQL and wait-event histogram, also to a viewer', async ({ page, baseURL, browser }, testInfo) => {
    test.setTimeout(180_000);
    const run = new RunPage(page);
    const details = new ReportDetails(page);

    const runId = await test.step('create a run (through the API) and upload the twins on its page', async () => {
      const api = await playwrightRequest.newContext({ baseURL, storageState: storageStatePath('contributor') });
      await api.get('/api/auth/csrf/');
      const csrf = (await api.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value ?? '';
      const projects = await (await api.get('/api/projects/')).json();
      const created = await api.post('/api/runs/', {
        data: { project: projects.results[0].id, label: `E2E report details ${Date.now()}` },
        headers: { 'X-CSRFToken': csrf },
      });
      expect(created.status()).toBe(201);
      const id = (await created.json()).id as number;
      await api.dispose();
      await run.goto(id);
      await run.upload(TWINS.map((name) => ({ name, mimeType: 'text/plain', buffer: readFileSync(path.join(RUN_SAMPLES, name)) })));
      for (const name of TWINS) {
        await expect(run.fileState(name)).toHaveText('Parsed', { timeout: 90_000 });
      }
      return id;
    });

    await test.step('the top SQL table lists the statements and opens their full text as text', async () => {
      await expect(details.tab(/^Top SQL/)).toBeVisible();
      await details.tab(/^Top SQL/).click();
      const table = details.table('Top SQL');
      await expect(table.getByRole('row')).toHaveCount(11); // header + 10 statements of "SQL ordered by Elapsed Time"
      await expect(table.getByRole('row').nth(1)).toContainText('bhdvtsvjhgvrh');
      const dialog = await details.openSqlText('bhdvtsvjhgvrh');
      await expect(dialog.getByTestId('sql-text')).toContainText('SELECT COUNT(C2) FROM CF1');
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    });

    await test.step('sorting and searching change what the table shows', async () => {
      const table = details.table('Top SQL');
      await details.sortBy('Executions').click();
      await expect(table.getByRole('columnheader', { name: /Executions/ })).toHaveAttribute('aria-sort', 'descending');
      await details.search().fill('1byq3btcxh13y');
      await expect(table.getByRole('row')).toHaveCount(2);
    });

    await test.step('the wait-event histogram shows each event per latency bucket', async () => {
      await details.tab(/^Wait event histograms/).click();
      const histogram = details.table('Wait event histograms');
      await expect(histogram.getByRole('columnheader', { name: '<16us' })).toBeVisible();
      await details.search().fill('AQ: RAC AQ Network');
      const row = histogram.getByRole('row').nth(1);
      await expect(row).toContainText('AQ: RAC AQ Network');
      await expect(row).toContainText('32.5');
      await details.region.getByRole('button', { name: 'Source of Wait event histograms' }).hover();
      await expect(page.getByRole('tooltip')).toContainText('Wait Event Histogram');
    });

    await test.step('the page fits both sizes and has no serious accessibility problems', async () => {
      await checkLayouts(page, testInfo, 'run-report-details');
      expect(await seriousA11yViolations(page)).toEqual([]);
    });

    await test.step('a viewer reads the same lists', async () => {
      const context = await browser.newContext({ storageState: storageStatePath('viewer') });
      const viewerPage = await context.newPage();
      await new RunPage(viewerPage).goto(runId);
      const viewerDetails = new ReportDetails(viewerPage);
      await viewerDetails.tab(/^Top SQL/).click();
      await expect(viewerDetails.table('Top SQL').getByRole('row').nth(1)).toContainText('bhdvtsvjhgvrh');
      await context.close();
    });
  });

  test('a compare-period report becomes one run per period', async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    const run = new RunPage(page);
    const api = await playwrightRequest.newContext({ baseURL, storageState: storageStatePath('contributor') });
    await api.get('/api/auth/csrf/');
    const csrf = (await api.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value ?? '';
    const projects = await (await api.get('/api/projects/')).json();
    const label = `E2E compare ${Date.now()}`;
    const created = await api.post('/api/runs/', { data: { project: projects.results[0].id, label }, headers: { 'X-CSRFToken': csrf } });
    const runId = (await created.json()).id as number;
    await api.dispose();

    await run.goto(runId);
    await run.upload([{ name: COMPARE, mimeType: 'text/html', buffer: readFileSync(path.join(AWR_SAMPLES, COMPARE)) }]);
    await expect(run.fileState(COMPARE)).toHaveText('Parsed', { timeout: 90_000 });
    const details = new ReportDetails(page);
    await details.region.getByRole('button', { name: 'Make one run per period' }).click();
    const made = details.region.getByRole('list', { name: 'Runs made from the periods' });
    await expect(made.getByRole('link')).toHaveCount(2);
    await made.getByRole('link', { name: /period 2/ }).click();
    await expect(run.heading(`${label} · period 2 (snapshots 1826-1827)`)).toBeVisible();
    await expect(run.metricCard('Transactions per second')).toContainText('285.6', { timeout: 60_000 });
  });
});
