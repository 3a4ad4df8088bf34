import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect, test } from '@playwright/test';

import { RunPage, RunsListPage } from '../page-objects/runs-page';
import { checkLayouts, seriousA11yViolations } from '../support/checks';
import { series } from '../support/report-series';
import { storageStatePath } from '../support/roles';

// Issue 42: a folder of reports of one database reads as one timeline. The book's two real Statspack intervals of
// one database (typical, and during its problem) renumbered and retimed into a morning with one gap, and a real
// report of another database that the timeline sets aside. The unusual window then opens as a comparison, which is
// saved as a report.
const here = path.dirname(fileURLToPath(import.meta.url));
const RUN_SAMPLES = path.resolve(here, '../../../shared/run-samples');
const TYPICAL = path.join(RUN_SAMPLES, 'troubleshooting-oracle-perf-14__sp_1830_1845.txt');
const UNUSUAL = path.join(RUN_SAMPLES, 'troubleshooting-oracle-perf-14__sp_1930_1945.txt');
const STRANGER = 'jas-min__sp_70371_70372.txt';

test.describe('contributor', () => {
  test.use({ storageState: storageStatePath('contributor') });

  test('a morning of Statspack reports reads as one timeline with its gap, window and the stranger set aside', async ({ page }, testInfo) => {
    test.setTimeout(240_000);
    const list = new RunsListPage(page);
    const run = new RunPage(page);
    const label = `E2E timeline ${Date.now()}`;
    const files = series([TYPICAL, TYPICAL, TYPICAL, UNUSUAL, TYPICAL, TYPICAL], Date.UTC(2024, 2, 4, 9, 0, 0), 4);

    await test.step('create a run with the series and a report of another database', async () => {
      await list.goto();
      await list.openNewRunForm();
      await list.submitNewRun({ label });
      await expect(run.heading(label)).toBeVisible();
      // The run's main report is the first uploaded among equals (runs/metrics/sources.main_report) and the series
      // is of its database: the morning goes first, the other database's report after it.
      await run.upload(files.map((f) => ({ ...f, mimeType: 'text/plain' })));
      for (const f of files) await expect(run.fileState(f.name)).toHaveText('Parsed', { timeout: 150_000 });
      await run.upload([{ name: STRANGER, mimeType: 'text/plain', buffer: readFileSync(path.join(RUN_SAMPLES, STRANGER)) }]);
      await expect(run.fileState(STRANGER)).toHaveText('Parsed', { timeout: 150_000 });
    });

    const timeline = page.getByTestId('run-timeline');
    await test.step('the timeline names the database, its intervals and gap, and the window with what moved', async () => {
      await expect(page.getByRole('heading', { name: 'Timeline', exact: true })).toBeVisible({ timeout: 30_000 });
      await expect(timeline).toContainText('DBM11203 (DBID 2532911053, 11.2.0.3.0): 6 intervals on Instance 1 (DBM11203).');
      await expect(timeline).toContainText('Instance 1 (DBM11203): 1 gap.');
      await expect(timeline.getByRole('img', { name: /DB time \(s\/s\) per snapshot interval, 1 line\(s\)/ })).toBeVisible();
      await expect(timeline).toContainText('|value − median| / MAD above 7');
      const window = timeline.locator('[data-window="1"]');
      await expect(window).toContainText('#1 Instance 1 (DBM11203): 2024-03-04 09:45:00 to 2024-03-04 09:59:59 (1 interval');
      await expect(window).toContainText('DB time: 14.2 s/s against the run’s median 7.1');
      await expect(window.locator('[data-area="redo"]')).toContainText('no rule of the catalogue covers this');
      await expect(timeline.locator('[data-aside="other_database"]')).toContainText(`${STRANGER}: from another database`);
      await expect(page.getByTestId('headline-scope')).toContainText(/interval \d of 6/);
      await expect(timeline.getByRole('link', { name: 'Download the timeline as CSV' })).toHaveAttribute('href', /\/timeline\/csv\/$/);
    });

    await test.step('another figure can be drawn', async () => {
      await timeline.getByLabel('Figure shown').click();
      await page.getByRole('option', { name: 'Redo (MB/s)' }).click();
      await expect(timeline.getByRole('img', { name: /Redo \(MB\/s\) per snapshot interval/ })).toBeVisible();
    });

    await test.step('the page fits a laptop and a phone and has no serious accessibility problem', async () => {
      await checkLayouts(page, testInfo, 'run-timeline');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 800 });
    });

    await test.step('the window opens as a comparison, and so does a range against a chosen normal window', async () => {
      // The window's own link compares it with the rest of the run; the range choice starts on that window.
      await expect(timeline.getByRole('link', { name: 'Open window #1 as a comparison' })).toHaveAttribute('href', /instance=1&window=3-3$/);
      const choice = timeline.getByTestId('interval-range-choice');
      await choice.getByLabel('Compared against').selectOption('A range of intervals');
      await choice.getByLabel('Against to interval').selectOption({ index: 2 });
      await choice.getByRole('link', { name: 'Open as a comparison' }).click();
      await expect(page).toHaveURL(/\/comparisons\?runs=\d+&instance=1&window=3-3&against=0-2$/);
      const compared = page.getByTestId('intervals-compared');
      await expect(compared).toContainText('Interval 4, 1 interval: Interval 4 (2024-03-04 09:45:00 to 2024-03-04 09:59:59)');
      await expect(compared).toContainText('Intervals 1 to 3 (baseline), 3 intervals');
      await expect(page.getByText(`The intervals of one run (${label}, Instance 1 (DBM11203))`)).toBeVisible();
      // The figures are the intervals' own: the window's DB time and the typical one, as the timeline showed them.
      const dbTime = page.getByRole('row', { name: /DB time per second/ });
      await expect(dbTime).toContainText('14.2');
      await expect(dbTime).toContainText('7.1');
      // One "Save as report", in the panel that says what is compared (the header's is for comparisons of runs).
      await expect(page.getByRole('button', { name: 'Save as report' })).toHaveCount(1);
      await checkLayouts(page, testInfo, 'window-comparison');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 800 });
    });

    await test.step('the comparison is saved as a report that names the run, its line and both ranges', async () => {
      const title = `Window of ${label}`;
      await page.getByTestId('intervals-compared').getByRole('button', { name: 'Save as report' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save as report' });
      await dialog.getByLabel('Report title').fill(title);
      await dialog.getByRole('button', { name: 'Save report' }).click();
      await expect(page).toHaveURL(/\/reports\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      const about = page.getByTestId('report-intervals');
      await expect(about).toContainText('One configuration: the difference is interval to interval');
      await expect(about.getByRole('link', { name: label })).toHaveAttribute('href', /\/runs\/\d+$/);
      await expect(about).toContainText('Line: Instance 1 (DBM11203)');
      await expect(about).toContainText('Window: Interval 4');
      await expect(about).toContainText('Against: Intervals 1 to 3');
      await expect(page.getByText(`The intervals of one run (${label}, Instance 1 (DBM11203))`)).toBeVisible();
      // read afresh from the run's timeline: the window's DB time and the typical one, as the comparison showed them
      const dbTime = page.getByRole('row', { name: /DB time per second/ }).first();
      await expect(dbTime).toContainText('14.2');
      await expect(dbTime).toContainText('7.1');
      await expect(page.getByRole('region', { name: 'Runs in this report' }).getByRole('listitem')).toHaveText([label]);
      await expect(page.getByRole('link', { name: 'Open in Comparisons' })).toHaveAttribute('href', /instance=1&window=3-3&against=0-2/);
      await checkLayouts(page, testInfo, 'intervals-report');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 800 });
    });

    await test.step('its print view, the page the PDF export prints, says the same', async () => {
      await page.goto(`${new URL(page.url()).pathname}/print`);
      await expect(page.getByTestId('report-intervals')).toContainText('Window: Interval 4');
      await expect(page.getByText(`The intervals of one run (${label}, Instance 1 (DBM11203))`)).toBeVisible();
    });
  });
});
