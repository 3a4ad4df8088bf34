import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect, test } from '@playwright/test';

import { RunPage, RunsListPage } from '../page-objects/runs-page';
import { checkLayouts, seriousA11yViolations } from '../support/checks';
import { storageStatePath } from '../support/roles';

// Issue 28: a run page never mixes sources. The real SLOB run folder, and a report of another database cut in half.
const here = path.dirname(fileURLToPath(import.meta.url));
const RUN_SAMPLES = path.resolve(here, '../../../shared/run-samples');
const AWR_SAMPLES = path.resolve(here, '../../../shared/awr-samples');
const FOLDER = ['PoC-FlashGrid-p60x6__awr_rac.html', 'PoC-FlashGrid-p60x6__iostat.out', 'PoC-FlashGrid-p60x6__slob.conf'];
const STRANGER = 'orcl_cut_short.txt';

test.describe('contributor', () => {
  test.use({ storageState: storageStatePath('contributor') });

  test('a SLOB run reads every card from its main report and sets a stranger aside', async ({ page }, testInfo) => {
    test.setTimeout(240_000);
    const list = new RunsListPage(page);
    const run = new RunPage(page);
    const label = `E2E sources ${Date.now()}`;
    const whole = readFileSync(path.join(AWR_SAMPLES, 'awr2csv__awr_11204_1.txt'));

    await test.step('create a run with the SLOB folder and a truncated report of another database', async () => {
      await list.goto();
      await list.openNewRunForm();
      await list.submitNewRun({ label });
      await expect(run.heading(label)).toBeVisible();
      await run.upload([
        ...FOLDER.map((name) => ({ name, mimeType: 'text/plain', buffer: readFileSync(path.join(RUN_SAMPLES, name)) })),
        { name: STRANGER, mimeType: 'text/plain', buffer: whole.subarray(0, Math.floor(whole.length / 2)) },
      ]);
      for (const name of [...FOLDER, STRANGER]) {
        await expect(run.fileState(name)).toHaveText('Parsed', { timeout: 150_000 });
      }
    });

    const sources = page.getByTestId('run-sources');
    await test.step('the page names the main report and the driver, and the cards lead with SLOB’s throughput', async () => {
      await expect(sources).toContainText('Every figure is read from PoC-FlashGrid-p60x6__awr_rac.html: database P60SDB', { timeout: 30_000 });
      await expect(page.getByTestId('run-driver')).toContainText('Workload driver: SLOB, so throughput is physical reads, logical reads and redo per second, not transactions per second.');
      await expect(page.getByTestId('run-driver')).toContainText("PoC-FlashGrid-p60x6__slob.conf: SLOB's configuration file");
      const reads = run.metricCard('Physical reads');
      await expect(reads).toContainText('79,698');
      await expect(reads).toContainText('from PoC-FlashGrid-p60x6__awr_rac.html');
      await expect(run.metricCard('Redo generated')).toBeVisible();
      await expect(page.locator('[data-metric="tps"]')).toHaveCount(0);
      await expect(page.locator('[data-source-other]')).toHaveCount(0);
    });

    await test.step('the truncated report of another database is set aside, in words', async () => {
      const check = run.fileCheck(STRANGER);
      await expect(check).toContainText('from another database: ORCL, 2014');
      await expect(check).toContainText('Not used for the metrics.');
      await expect(check).toContainText('cut short');
      await expect(check.getByRole('button', { name: 'It belongs to this run' })).toBeVisible();
    });

    await test.step('the page fits a laptop and a phone and has no serious accessibility problem', async () => {
      await checkLayouts(page, testInfo, 'run-sources');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 800 });
    });

    await test.step('said to belong, it counts and the page says so; set aside again, the cards are as before', async () => {
      await run.fileCheck(STRANGER).getByRole('button', { name: 'It belongs to this run' }).click();
      await expect(run.fileCheck(STRANGER)).toContainText('Counted: a contributor said it belongs to this run.');
      await run.fileCheck(STRANGER).getByRole('button', { name: 'Set it aside again' }).click();
      await expect(run.fileCheck(STRANGER)).toContainText('Not used for the metrics.');
      await expect(run.metricCard('Physical reads')).toContainText('79,698');
    });
  });
});
