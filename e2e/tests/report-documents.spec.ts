import { type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';

import { checkLayouts, seriousA11yViolations } from '../support/checks';
import { type Role, storageStatePath } from '../support/roles';

// The seeded study 002 report (backend/apps/comparisons/demo_reports.py) and its study document in the seeds.
const SCALING_REPORT = 'Study 002: users carried from 1 to 10 nodes (500 users per node)';
const STUDY = '002';
const STUDY_DOCUMENT = '002_8d457e80c2d4fbcc.txt';
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

type ReportRow = { uuid: string; title: string; headline: string; headline_sources: { file: string; section: string }[] };

async function pageAs(browser: Browser, role: Role): Promise<Page> {
  const context = await browser.newContext({ storageState: storageStatePath(role) });
  return context.newPage();
}

/** The current project's reports through the signed-in API (what the pages read). */
async function reportsOf(page: Page, q = ''): Promise<ReportRow[]> {
  const me = (await (await page.request.get('/api/auth/me/')).json()) as { memberships: { project: number }[] };
  const project = me.memberships[0]?.project;
  const response = await page.request.get(`/api/reports/?project=${project}&q=${encodeURIComponent(q)}`);
  return ((await response.json()) as { results: ReportRow[] }).results;
}

/** No horizontal overflow and no serious axe violation at desktop and phone width. */
async function cleanAtBothWidths(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await checkLayouts(page, testInfo, name);
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    expect(await seriousA11yViolations(page), `${name} at ${size.width}px`).toEqual([]);
  }
  await page.setViewportSize(WIDTHS[0]!);
}

test.describe('manager (viewer)', () => {
  test('lands on a home that starts from reports, finds a study by its id or document, and reads its report', async ({ browser }, testInfo) => {
    // Axe runs at two widths on four pages; on a loaded 2-core host that takes minutes.
    test.setTimeout(300_000);
    const page = await pageAs(browser, 'viewer');
    const seeded = await reportsOf(page);
    const scaling = seeded.find((r) => r.title === SCALING_REPORT);
    expect(scaling?.headline).toBeTruthy();

    await test.step('home: latest reports, each study headline with its source, recent runs', async () => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Latest reports' }).getByRole('link').first()).toBeVisible();
      const headlines = page.getByRole('region', { name: 'Study headlines' });
      await expect(headlines).toContainText(scaling!.headline);
      await expect(headlines).toContainText(`${STUDY_DOCUMENT}, section “${scaling!.headline_sources[0]!.section}”`);
      await expect(page.getByRole('region', { name: 'Recent runs' }).getByRole('link').first()).toBeVisible();
      await cleanAtBothWidths(page, testInfo, 'viewer-home');
    });

    await test.step('searching the study id lists its report only; the document name finds its runs', async () => {
      await page.goto('/reports');
      await page.getByLabel('Search reports').fill(STUDY);
      const table = page.getByRole('table', { name: 'Reports' });
      const expected = await reportsOf(page, STUDY);
      await expect(table.getByRole('link')).toHaveText(expected.map((r) => r.title));
      await expect(table.getByRole('link', { name: SCALING_REPORT })).toBeVisible();
      await page.getByLabel('Sort reports').selectOption('title');
      await cleanAtBothWidths(page, testInfo, 'viewer-reports-search');

      await page.goto('/runs');
      await page.getByRole('search', { name: 'Filter runs' }).getByLabel('Search').fill(STUDY_DOCUMENT);
      await expect(page.getByRole('region', { name: 'Run list' }).getByRole('link', { name: /^002 1 node, 500 users per node$/ })).toBeVisible();
      await page.getByLabel('Sort runs').selectOption('label');
      await expect(page.getByRole('region', { name: 'Run list' })).not.toContainText('000 interconnect');
    });

    await test.step('the study 002 report says why it draws no chart, tables what the study states, links its runs and opens in Comparisons', async () => {
      await page.goto(`/reports/${scaling!.uuid}`);
      await expect(page.getByTestId('report-headline')).toHaveText(scaling!.headline);
      await expect(page.getByTestId('report-byline')).toContainText('revision 1 of 1');
      // The users per node were the testers' choice and the study prints no throughput: words and a table, no plot.
      await expect(page.getByTestId('narrative')).toContainText('This report draws no chart.');
      await expect(page.locator('.js-plotly-plot')).toHaveCount(0);
      const table = page.locator('[data-report-chart="table"]').getByRole('table');
      await expect(table).toContainText('Concurrent users');
      await expect(table).toContainText('5,000');
      await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
      const runs = page.getByRole('region', { name: 'Runs in this report' });
      await expect(runs.getByRole('link', { name: /^002 10 nodes/ })).toHaveAttribute('href', /^\/runs\/\d+$/);
      await cleanAtBothWidths(page, testInfo, 'viewer-scaling-report');
      // The chart's own link opens a comparison that has something to show: the same table.
      await page.getByRole('link', { name: 'Open this chart in Comparisons' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Comparisons' })).toBeVisible();
      await expect(page.getByRole('table').filter({ hasText: 'Concurrent users' }).first()).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('charts-not-drawn')).toHaveCount(0);
      await page.goBack();
      await runs.getByRole('link', { name: 'Open in Comparisons' }).click();
      await expect(page).toHaveURL(/\/comparisons\?runs=\d+(%2C\d+){5}&base=run%3A\d+/);
      await expect(page.getByRole('heading', { level: 1, name: 'Comparisons' })).toBeVisible();
    });
    await page.context().close();
  });
});

test.describe('contributor', () => {
  test('saves a comparison from a dialog once, however often Save is clicked, then edits it into a new revision', async ({ browser }, testInfo) => {
    test.setTimeout(300_000);
    const page = await pageAs(browser, 'contributor');
    const [scaling] = (await reportsOf(page, STUDY)).filter((r) => r.title === SCALING_REPORT);
    const title = `Scaling for the board ${Date.now()}`;

    await test.step('the dialog opens focused over the comparison and opens the one report it saved', async () => {
      await page.goto(`/reports/${scaling!.uuid}`);
      await page.getByRole('region', { name: 'Runs in this report' }).getByRole('link', { name: 'Open in Comparisons' }).click();
      await page.getByRole('button', { name: 'Save as report' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save as report' });
      await expect(dialog.getByLabel('Report title')).toBeFocused();
      await dialog.getByLabel('Report title').fill(title);
      await cleanAtBothWidths(page, testInfo, 'contributor-save-dialog');
      await dialog.getByRole('button', { name: 'Save report' }).dblclick();
      await expect(page).toHaveURL(/\/reports\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      expect((await reportsOf(page, title)).map((r) => r.title)).toEqual([title]);
      // Reopened, the dialog starts empty.
      await page.goBack();
      await page.getByRole('button', { name: 'Save as report' }).click();
      await expect(page.getByRole('dialog', { name: 'Save as report' }).getByLabel('Report title')).toHaveValue('');
      await page.keyboard.press('Escape');
      await page.goForward();
    });

    await test.step('an edit is a new revision at the same permalink; the earlier one stays readable', async () => {
      const permalink = page.url();
      await page.getByRole('button', { name: 'Edit' }).click();
      const form = page.getByRole('form', { name: 'Edit report' });
      await form.getByLabel('Headline').fill('More nodes, more users.');
      await form.getByLabel('Caption').first().fill('Users carried at each cluster size.');
      await cleanAtBothWidths(page, testInfo, 'contributor-edit-report');
      await form.getByRole('button', { name: 'Save revision' }).click();
      await expect(page.getByTestId('report-headline')).toHaveText('More nodes, more users.');
      await expect(page.getByTestId('report-byline')).toContainText('revision 2 of 2');
      expect(page.url()).toBe(permalink);
      await page.getByLabel('Revision').selectOption('1');
      await expect(page.getByText('You are reading revision 1')).toBeVisible();
      await expect(page.getByTestId('report-headline')).toHaveCount(0);
    });
    await page.context().close();
  });
});
