import { readFile } from 'node:fs/promises';

import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';

import { ComparisonsPage } from '../page-objects/comparisons-page';
import { ComparisonsReportPage } from '../page-objects/comparisons-report-page';
import { ReportsListPage } from '../page-objects/reports-list-page';
import { checkLayouts, horizontalOverflow, seriousA11yViolations } from '../support/checks';
import { type Role, storageStatePath } from '../support/roles';

// The demo's seeded reports (backend/apps/comparisons/demo_reports.py) and the reference runs they are built from.
const INTERCONNECT_REPORT = 'Study 000: the interconnect device type (HiperSockets, 10 Gb OSA, 1 Gb OSA)';
const INTERCONNECT_SECTION = 'Network Setup - interconnect network device type';
const OSA_1G = '000 interconnect 1 Gb OSA, 40 users';
const HIPERSOCKETS = '000 interconnect HiperSockets, 40 users';
const THROUGHPUT = 'Normalized throughput (% of baseline)';
const SCALING = 'User scaling';
/** A4 in PostScript points, as Chromium writes it into each page's MediaBox. */
const A4_POINTS = [595.92, 842.88];
/** The narrowest printable width of A4 and Letter with 12 mm margins, in CSS pixels (apps/comparisons/pdf.py). */
const PRINT_WIDTH_PX = 702;

/** The signed-in API of a page's context (session + CSRF, as the SPA uses it). */
async function apiOf(page: Page): Promise<{ api: APIRequestContext; headers: Record<string, string> }> {
  const api = page.context().request;
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  return { api, headers: { 'X-CSRFToken': csrf, Referer: new URL(page.url() || 'about:blank').origin } };
}

async function pageAs(browser: Browser, role: Role): Promise<Page> {
  const context = await browser.newContext({ storageState: storageStatePath(role), acceptDownloads: true });
  return context.newPage();
}

test.describe('manager (viewer)', () => {
  test('opens a seeded report, shares a comparison by its address and downloads a PDF that fits the page', async ({ browser }, testInfo) => {
    test.setTimeout(150_000);
    const page = await pageAs(browser, 'viewer');
    const report = new ComparisonsReportPage(page);
    let permalink = '';

    await test.step('the Reports page lists the seeded reports; one opens with its narrative and drawn charts', async () => {
      const reports = new ReportsListPage(page);
      await reports.goto();
      await expect(reports.heading).toBeVisible();
      await reports.report(INTERCONNECT_REPORT).click();
      await expect(report.heading(INTERCONNECT_REPORT)).toBeVisible();
      permalink = new URL(page.url()).pathname;
      // The narrative cites the study and the section it reproduces.
      await expect(report.narrative).toContainText(`section "${INTERCONNECT_SECTION}"`);
      await expect(report.figure(THROUGHPUT)).toBeVisible({ timeout: 30_000 });
      // No empty panel: every chart the report shows has a drawn figure.
      const charts = report.plottedCharts();
      const count = await charts.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i += 1) await expect(charts.nth(i).locator('.js-plotly-plot .main-svg').first()).toBeVisible({ timeout: 30_000 });
      // The headline is stated above the chart, with the study section its numbers come from.
      await expect(page.getByTestId('report-headline')).toContainText(/^With 40 users, HiperSockets carried \d+ % more throughput than 1 Gb OSA/);
      await expect(page.getByTestId('report-headline-source')).toContainText(INTERCONNECT_SECTION);
      await checkLayouts(page, testInfo, 'viewer-seeded-report');
      expect(await seriousA11yViolations(page)).toEqual([]);
    });

    await test.step('a comparison built by the viewer lives in the address; back and forward walk through it', async () => {
      const comparisons = new ComparisonsPage(page);
      await comparisons.goto();
      await comparisons.filterByText('interconnect');
      await comparisons.pickRun(OSA_1G);
      await comparisons.pickRun(HIPERSOCKETS);
      await expect(comparisons.figure(THROUGHPUT)).toBeVisible({ timeout: 30_000 });
      await expect(page).toHaveURL(/runs=\d+%2C\d+/);
      await comparisons.baseline.selectOption({ label: HIPERSOCKETS });
      await expect(page).toHaveURL(/base=run%3A\d+/);
      // A chart with nothing to draw cannot be chosen and is not drawn.
      await expect(comparisons.chartChoice(SCALING)).toBeDisabled();
      await expect(comparisons.chart(SCALING)).toHaveCount(0);
      // Viewers build comparisons but do not save them.
      await expect(comparisons.saveAsReportButton).toHaveCount(0);
      await checkLayouts(page, testInfo, 'viewer-comparison');
      expect(await seriousA11yViolations(page)).toEqual([]);
      const shared = page.url();

      await page.goBack();
      await expect(page).not.toHaveURL(/base=/);
      await expect(comparisons.baseline).toHaveValue(/^run:\d+$/);
      await expect(comparisons.baseline.locator('option:checked')).toHaveText(OSA_1G);
      await page.goForward();
      await expect(comparisons.baseline.locator('option:checked')).toHaveText(HIPERSOCKETS);

      // Someone else who may read the runs opens the link and sees the same comparison.
      const other = await pageAs(browser, 'architect');
      const theirs = new ComparisonsPage(other);
      await theirs.open(shared);
      await expect(theirs.figure(THROUGHPUT)).toBeVisible({ timeout: 30_000 });
      await expect(theirs.baseline.locator('option:checked')).toHaveText(HIPERSOCKETS);
      await expect(theirs.chart(THROUGHPUT)).toContainText(OSA_1G.slice(0, 16));
      await other.context().close();
    });

    await test.step('the PDF is rendered on the server, is A4 and its print layout fits the printable width', async () => {
      await report.goto(permalink);
      const state = await report.exportPdf();
      await expect(state).toHaveText('Succeeded', { timeout: 60_000 });
      const [download] = await Promise.all([page.waitForEvent('download'), report.downloadPdfButton.click()]);
      const bytes = await readFile(await download.path());
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
      const boxes = [...bytes.toString('latin1').matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map((m) => [Number(m[1]), Number(m[2])]);
      expect(boxes.length).toBeGreaterThan(0);
      for (const [width, height] of boxes) {
        expect(width).toBeCloseTo(A4_POINTS[0]!, 1);
        expect(height).toBeCloseTo(A4_POINTS[1]!, 1);
      }

      const print = await pageAs(browser, 'viewer');
      await print.setViewportSize({ width: PRINT_WIDTH_PX, height: 1000 });
      await print.emulateMedia({ media: 'print' });
      await print.goto(`${permalink}/print`);
      await expect(print.locator('[data-print-ready="true"]')).toBeAttached({ timeout: 30_000 });
      expect(await horizontalOverflow(print)).toBeLessThanOrEqual(0);
      const widest = await print.evaluate(() => Math.max(...[...document.querySelectorAll('.js-plotly-plot .main-svg')].map((s) => s.getBoundingClientRect().right)));
      expect(widest).toBeLessThanOrEqual(PRINT_WIDTH_PX);
      await expect(print.getByTestId('narrative')).toContainText(INTERCONNECT_SECTION);
      await print.context().close();
    });
    await page.context().close();
  });
});

// Two demo reference plans of study 002 (x86), whose bundles are compared; and study 001's tuning baseline, in its
// own lab's scope, which has fixable findings (DB035 parallel_max_servers).
const ONE_NODE = 'Dell x86 1-node RAC 10gR1, ASM, 500 users (500 per node)';
const TWO_NODES = 'Dell x86 2-node RAC 10gR1, ASM, 1000 users (500 per node)';
const BASELINE = 'x86 3-node RAC 10gR1, ASM on software iSCSI, DBCA defaults (baseline, 16,484 OETs)';
const FIX = 'Apply fix: Set parallel_max_servers to 0.';

test.describe('architect', () => {
  test('finds a plan, applies a fix and undoes it; compares the bundles of two plans', async ({ browser }, testInfo) => {
    test.setTimeout(180_000);
    const page = await pageAs(browser, 'architect');

    await test.step('the plans list searches and sorts', async () => {
      await page.goto('/plans');
      await page.getByLabel('Search plans').fill('1-node');
      const table = page.getByRole('table', { name: 'Plans' });
      await expect(table.getByRole('link', { name: ONE_NODE })).toBeVisible();
      await expect(table.getByRole('link', { name: TWO_NODES })).toHaveCount(0);
      await page.getByLabel('Search plans').fill('');
      await table.getByRole('button', { name: /^Plan/ }).click();
      await expect(table.getByRole('columnheader', { name: /^Plan/ })).toHaveAttribute('aria-sort', 'descending');
      await checkLayouts(page, testInfo, 'architect-plans-list');
      expect(await seriousA11yViolations(page)).toEqual([]);
    });

    await test.step('Apply fix clears the finding at once with a toast; Ctrl+Z brings it back', async () => {
      await page.goto('/plans');
      await page.getByLabel('Search plans').fill('DBCA defaults');
      await page.getByRole('table', { name: 'Plans' }).getByRole('link', { name: BASELINE }).click();
      // DB035 is advice: its group of the findings panel starts folded.
      await page.getByRole('button', { name: /^\d+\s*Advice$/ }).click();
      const card = page.getByRole('article', { name: /^DB035 / });
      await expect(card).toBeVisible({ timeout: 30_000 });
      const started = Date.now();
      await card.getByRole('button', { name: FIX }).click();
      await expect(card).toHaveCount(0);
      const cleared = Date.now() - started;
      testInfo.annotations.push({ type: 'apply-fix-ms', description: String(cleared) });
      await expect(page.getByRole('button', { name: 'Undo fix DB035' })).toBeVisible();
      await page.keyboard.press('Control+z');
      await expect(page.getByRole('article', { name: /^DB035 / })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText('Fix undone')).toBeVisible();
      // The toasts themselves pass axe: a named close button, readable message text.
      expect(await seriousA11yViolations(page, { include: '.mantine-Notifications-root' })).toEqual([]);
    });

    await test.step('bundles of two plans compare, showing only real changes', async () => {
      const { api, headers } = await apiOf(page);
      const plans = (await (await api.get('/api/plans/', { params: { q: 'Dell x86' } })).json()) as { results: { id: number; name: string; latest_version: { number: number } | null }[] };
      const pick = (name: string) => plans.results.find((p) => p.name === name)!;
      const bundles: number[] = [];
      for (const plan of [pick(ONE_NODE), pick(TWO_NODES)]) {
        const made = await api.post(`/api/plans/${plan.id}/versions/${plan.latest_version!.number}/bundles/`, { data: { override_errors: true }, headers });
        expect(made.status(), await made.text()).toBe(201);
        bundles.push(((await made.json()) as { bundle: number }).bundle);
      }
      for (const id of bundles) {
        await expect.poll(async () => ((await (await api.get(`/api/bundles/${id}/`)).json()) as { state: string }).state, { timeout: 90_000 }).toBe('complete');
      }
      await page.goto(`/bundles/${bundles[1]}`);
      await page.getByLabel('Plan to compare with').selectOption({ label: ONE_NODE });
      const picker = page.getByRole('combobox', { name: 'Compare with…' });
      await expect(picker).toBeEnabled({ timeout: 15_000 });
      await picker.click();
      await page.getByRole('option', { name: new RegExp(`^Bundle #${bundles[0]} `) }).click();
      const status = page.getByRole('group', { name: `Changes from bundle #${bundles[0]} to bundle #${bundles[1]}` }).getByRole('status');
      await expect(status).toBeVisible({ timeout: 30_000 });
      // A second node changes some files; the header line naming plan and version changes none by itself.
      const [, changed, added, , unchanged] = /(\d+) changed, (\d+) added, (\d+) removed, (\d+) unchanged/.exec((await status.textContent()) ?? '')!.map(Number);
      expect(changed! + added!).toBeGreaterThan(0);
      expect(unchanged).toBeGreaterThan(0);
      await checkLayouts(page, testInfo, 'architect-bundle-compare');
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
    await page.context().close();
  });
});

test.describe('contributor', () => {
  test('sees honest empty states: a run without reports claims nothing, charts without data say why', async ({ browser }, testInfo) => {
    test.setTimeout(90_000);
    const page = await pageAs(browser, 'contributor');
    await page.goto('/runs');
    const { api, headers } = await apiOf(page);
    const me = (await (await api.get('/api/auth/me/')).json()) as { memberships: { project: number; role: string }[] };
    const project = me.memberships.find((m) => m.role === 'contributor')!.project;
    const plans = (await (await api.get('/api/plans/', { params: { project, q: '1-node' } })).json()) as { results: { id: number }[] };
    const versions = (await (await api.get(`/api/plans/${plans.results[0]!.id}/versions/`)).json()) as { results: { id: number }[] };
    const version = versions.results[0]!.id;
    const made = await api.post('/api/runs/', { data: { project, label: `empty run ${Date.now()}`, plan_version: version }, headers });
    expect(made.status(), await made.text()).toBe(201);
    const run = (await made.json()) as { id: number; label: string };

    await page.goto(`/runs/${run.id}`);
    await expect(page.getByText('Nothing to check yet: drift is read from parsed reports, and this run has none.')).toBeVisible();
    await expect(page.getByText(/agree with the plan/)).toHaveCount(0);
    await checkLayouts(page, testInfo, 'contributor-empty-run');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto('/reports');
    await expect(page.getByRole('table', { name: 'Reports' })).toBeVisible();
    await page.goto(`/comparisons?runs=${run.id}`);
    // The empty run has no figure at all: nothing is drawn, and each chart says in one line why.
    const missing = page.getByRole('region', { name: 'Charts not drawn' });
    await expect(missing).toContainText(`No throughput figure in ${run.label}.`);
    await expect(page.locator('.js-plotly-plot')).toHaveCount(0);
    await checkLayouts(page, testInfo, 'contributor-empty-comparison');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.context().close();
  });
});
