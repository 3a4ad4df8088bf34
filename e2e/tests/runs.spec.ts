import { copyFileSync, linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { type APIRequestContext, expect, type Page, request as playwrightRequest, test, type TestInfo } from '@playwright/test';

import { RunPage, RunsListPage } from '../page-objects/runs-page';
import { BASE_URL } from '../support/base-url';
import { type Role, storageStatePath } from '../support/roles';
import { checkLayouts, seriousA11yViolations } from '../support/checks';

// The sample reports live in the shared folder beside the repository (e2e/tests -> ../../../shared) and are read in place.
const here = path.dirname(fileURLToPath(import.meta.url));
const SAMPLES = path.resolve(here, '../../../shared/awr-samples');
const RUN_SAMPLES = path.resolve(here, '../../../shared/run-samples');
const AWR_1 = 'AWR-reports__awr_rpt_1.html';
const AWR_2 = 'awr-export__awrrpt_1_160_161.html';
const EMPTY = 'empty.html';
const HOSTILE = 'not-a-report.html';
const HOSTILE_TEXT =
  '<html><body><h1>Not an AWR report</h1><script>window.__injected = true;</script>' +
  '<img id="injected" src="x" onerror="document.body.dataset.pwned = 1"></body></html>';


/** Signs the tests of the enclosing describe block in as a demo user (the session the setup project saved). */
function signedInAs(role: Role): void {
  test.use({ storageState: storageStatePath(role) });
}

/** A session of another demo user for setting up data through the API, as the SPA would. */
async function apiAs(role: Role): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL: BASE_URL, storageState: storageStatePath(role) });
  await context.get('/api/auth/csrf/');
  return context;
}

async function csrfToken(context: APIRequestContext): Promise<string> {
  const { cookies } = await context.storageState();
  return cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
}

test.describe('contributor', () => {
  signedInAs('contributor');

  test('a contributor creates a run, uploads reports and reads the results', async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    const list = new RunsListPage(page);
    const run = new RunPage(page);
    const label = `E2E run ${Date.now()}`;

    await test.step('open the runs list and the New run form', async () => {
      await list.goto();
      await expect(list.heading).toBeVisible();
      await expect(await list.openNewRunForm()).toBeVisible();
    });

    await test.step('a refused form keeps what was typed and says why beside the field', async () => {
      await list.submitNewRun({ label: '', workload: 'OLTP order entry', tags: ['nodes=1'] });
      await expect(list.form.getByText('This field may not be blank.')).toBeVisible();
      await expect(list.formField('Label')).toHaveAttribute('aria-invalid', 'true');
      await expect(list.formField('Workload')).toHaveValue('OLTP order entry');
    });

    await test.step('create the run', async () => {
      await list.submitNewRun({ label, users: 50 });
      await expect(page).toHaveURL(/\/runs\/\d+$/);
      await expect(run.heading(label)).toBeVisible();
      await expect(page.getByText('nodes=1')).toBeVisible();
    });

    await test.step('drop two AWR reports, an empty file and an HTML page that is no report', async () => {
      await run.upload([
        // Playwright takes either paths or buffers in one call, so the samples are read (in place) into buffers.
        { name: AWR_1, mimeType: 'text/html', buffer: readFileSync(path.join(SAMPLES, AWR_1)) },
        { name: AWR_2, mimeType: 'text/html', buffer: readFileSync(path.join(SAMPLES, AWR_2)) },
        { name: EMPTY, mimeType: 'text/html', buffer: Buffer.alloc(0) },
        { name: HOSTILE, mimeType: 'text/html', buffer: Buffer.from(HOSTILE_TEXT) },
      ]);
      for (const name of [AWR_1, AWR_2, EMPTY, HOSTILE]) {
        await expect(run.uploadProgress(name)).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 });
      }
      await expect(run.uploads.getByText('4 files sent')).toBeVisible();
    });

    await test.step('each file is parsed, or fails with a readable reason', async () => {
      await expect(run.fileState(AWR_1)).toHaveText('Parsed', { timeout: 90_000 });
      await expect(run.fileState(AWR_2)).toHaveText('Parsed', { timeout: 90_000 });
      await expect(run.fileState(EMPTY)).toHaveText('Failed', { timeout: 90_000 });
      await expect(run.fileState(HOSTILE)).toHaveText('Failed', { timeout: 90_000 });
      await expect(run.fileRow(EMPTY)).toContainText('Parse error: The file is empty.');
      await expect(run.fileRow(HOSTILE)).toContainText('is not an AWR or ASH report');
      await expect(run.fileRow(AWR_1)).toContainText('awr_instance');
    });

    await test.step('metrics name the file and section they come from: the first report, the other set aside', async () => {
      await expect(run.metricCard('Transactions per second')).not.toContainText('—');
      await expect(run.metricCard('CPU utilisation')).toContainText('%');
      await expect(run.metricCard('Transactions per second')).toContainText(`from ${AWR_1}`);
      const tooltip = await run.showSource('Transactions per second');
      await expect(tooltip).toContainText(AWR_1);
      await expect(tooltip).not.toContainText(AWR_2);
      await expect(tooltip).toContainText('section');
      await expect(run.fileCheck(AWR_2)).toContainText('from another database: RMGTIBN, 2023');
    });

    await test.step('the contributor says the second report belongs: both count, and the run warns of two databases', async () => {
      await run.fileCheck(AWR_2).getByRole('button', { name: 'It belongs to this run' }).click();
      await expect(run.fileCheck(AWR_2)).toContainText('Counted: a contributor said it belongs to this run.');
      const tooltip = await run.showSource('Transactions per second');
      await expect(tooltip).toContainText(AWR_2);
      const warning = page.getByRole('status').filter({ hasText: 'These files may not belong to one run' });
      await expect(warning).toContainText('come from 2 different databases');
      await expect(warning).toContainText(AWR_1);
      await expect(warning).toContainText(AWR_2);
    });

    await test.step('the wait-class chart and the top events are drawn', async () => {
      const chart = run.waitClassChart();
      await expect(chart).toBeVisible();
      // Plotly has drawn its SVG into the figure.
      await expect(chart.locator('svg.main-svg').first()).toBeVisible({ timeout: 20_000 });
      await expect(run.topEventsTable.getByRole('row').nth(1)).toBeVisible();
    });

    await test.step('the text view shows HTML from a file as text and runs none of it', async () => {
      const hostile = await run.openText(HOSTILE);
      await expect(hostile).toContainText('<script>window.__injected = true;</script>');
      await expect(hostile).toContainText('<img id="injected"');
      expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
      await expect(page.locator('#injected')).toHaveCount(0);
      expect(await page.evaluate(() => document.body.dataset.pwned)).toBeUndefined();
      await run.closeText();
      await expect(run.textDialog).toHaveCount(0);

      const report = await run.openText(AWR_1);
      await expect(report).toContainText('<title>AWR Report for DB: DB1UAT');
      await run.closeText();
    });

    await test.step('the run page fits both screen sizes and has no serious accessibility problems', async () => {
      await checkLayouts(page, testInfo, 'run-page');
      expect(await seriousA11yViolations(page)).toEqual([]);
    });

    await test.step('the run is listed with its numbers', async () => {
      await list.goto();
      await list.search(label);
      const row = list.rowFor(label);
      await expect(row).toBeVisible();
      await expect(row).toContainText('nodes=1');
      await expect(row).toContainText('2 failed');
      await checkLayouts(page, testInfo, 'runs-list');
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  });

  test('a report whose gzip download was cut short is read up to the cut and says so', async ({ page }) => {
    const list = new RunsListPage(page);
    const run = new RunPage(page);
    const label = `E2E cut short ${Date.now()}`;
    const packed = gzipSync(readFileSync(path.join(SAMPLES, AWR_2)));
    const name = `${AWR_2}.gz`;

    await list.goto();
    await list.openNewRunForm();
    await list.submitNewRun({ label });
    await expect(run.heading(label)).toBeVisible();
    // the last 40 % of the compressed stream never arrived
    await run.upload([{ name, mimeType: 'application/gzip', buffer: packed.subarray(0, Math.floor(packed.length * 0.6)) }]);
    await expect(run.fileState(name)).toHaveText('Parsed', { timeout: 90_000 });
    await expect(run.fileRow(name)).toContainText(`Warning: ${name} is cut short`);
    await expect(run.fileRow(name)).toContainText('Sections not found');
    await expect(run.metricCard('Transactions per second')).not.toContainText('—');
    // the warning is readable: its colour keeps the contrast text needs, on plain and striped rows
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test.describe('contributor with a run folder', () => {
  signedInAs('contributor');
  let folder = '';

  /** The sample under another name: a hard link (the same file, read in place) where the disk allows one. Playwright
   * hands over a folder's regular files only, so a symbolic link would not do. */
  function place(sample: string, target: string): void {
    try {
      linkSync(path.join(RUN_SAMPLES, sample), target);
    } catch {
      copyFileSync(path.join(RUN_SAMPLES, sample), target); // another file system: a temporary copy, removed after
    }
  }

  // A team's run folder as it sits on a Mac: the SLOB run's report and settings, each node's OS statistics in a
  // subfolder of its own under one name, and what the desktop wrote beside them.
  test.beforeAll(() => {
    const root = mkdtempSync(path.join(tmpdir(), 'racplan-e2e-'));
    folder = path.join(root, 'slob-p60x6');
    mkdirSync(path.join(folder, 'os', 'node1'), { recursive: true });
    mkdirSync(path.join(folder, 'os', 'node2'));
    mkdirSync(path.join(folder, '__MACOSX'));
    place('PoC-FlashGrid-p60x6__awr.txt', path.join(folder, 'awr.txt'));
    place('PoC-FlashGrid-p60x6__slob.conf', path.join(folder, 'slob.conf'));
    place('PoC-FlashGrid-p60x6__vmstat.out', path.join(folder, 'os', 'node1', 'vmstat.out'));
    place('PoC-FlashGrid-p60x6__vmstat.out', path.join(folder, 'os', 'node2', 'vmstat.out'));
    writeFileSync(path.join(folder, '.DS_Store'), Buffer.from([0, 0, 0, 1, 0x42, 0x75, 0x64, 0x31]));
    writeFileSync(path.join(folder, '__MACOSX', '._awr.txt'), Buffer.from([0, 5, 0x16, 7]));
  });
  test.afterAll(() => rmSync(path.dirname(folder), { recursive: true, force: true }));

  test('a contributor uploads a whole run folder; what the desktop wrote stays behind', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const list = new RunsListPage(page);
    const run = new RunPage(page);
    const label = `E2E folder ${Date.now()}`;
    await list.goto();
    await list.openNewRunForm();
    await list.submitNewRun({ label });
    await expect(run.heading(label)).toBeVisible();

    await run.uploadFolder(folder);
    await expect(page.getByRole('status').filter({ hasText: 'Left out 2 hidden or desktop files' })).toContainText(
      'slob-p60x6/.DS_Store, slob-p60x6/__MACOSX/._awr.txt',
    );
    // named by their place in the folder (the folder's own name left out), so two nodes' files of one name stay apart
    for (const name of ['awr.txt', 'os/node1/vmstat.out', 'os/node2/vmstat.out', 'slob.conf']) {
      await expect(run.uploadProgress(name)).toBeVisible();
      await expect(run.fileState(name)).toHaveText('Parsed', { timeout: 90_000 });
    }
    await expect(run.filesTable.getByRole('row')).toHaveCount(5); // the header and the four files, nothing else
    // slob.conf makes it a SLOB run: judged on physical reads, with no per-transaction card
    await expect(run.metricCard('Physical reads')).not.toContainText('—');
    await expect(run.metricCard('Transactions per second')).toHaveCount(0);
    await checkLayouts(page, testInfo, 'run-folder-upload');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test.describe('viewer', () => {
  signedInAs('viewer');

  test('a viewer reads a run but is offered no upload or edit', async ({ page }, testInfo) => {
    const label = `E2E viewer run ${Date.now()}`;

    const runId = await test.step('a contributor creates a run (through the API)', async () => {
      const api = await apiAs('contributor');
      const projects = await (await api.get('/api/projects/')).json();
      const created = await api.post('/api/runs/', {
        data: { project: projects.results[0].id, label, tags: ['nodes=2'] },
        headers: { 'X-CSRFToken': await csrfToken(api) },
      });
      expect(created.status()).toBe(201);
      const body = await created.json();
      await api.dispose();
      return body.id as number;
    });

    const list = new RunsListPage(page);
    const run = new RunPage(page);

    await test.step('the list offers no New run button', async () => {
      await list.goto();
      await expect(list.heading).toBeVisible();
      await expect(list.rowFor(label)).toBeVisible();
      await expect(list.newRunButton).toHaveCount(0);
      await checkLayouts(page, testInfo, 'runs-list-viewer');
      expect(await seriousA11yViolations(page)).toEqual([]);
    });

    await test.step('the run page is read-only', async () => {
      await run.goto(runId);
      await expect(run.heading(label)).toBeVisible();
      await expect(run.filesSection.getByText('Only contributors upload files or change it.')).toBeVisible();
      await expect(run.uploadInput).toHaveCount(0);
      await expect(run.folderInput).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Upload a whole folder' })).toHaveCount(0);
      await expect(run.editButton).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^Re-parse/ })).toHaveCount(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  });
});
