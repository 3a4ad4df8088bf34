import { readFile } from 'node:fs/promises';

import { type Browser, expect, type Page, test } from '@playwright/test';

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
      // Indexed values say so on the axis.
      await expect(page.getByRole('region', { name: 'Absolute values' })).toContainText('index (baseline = 100)');
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
