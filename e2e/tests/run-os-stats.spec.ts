import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect, test } from '@playwright/test';

import { RunChartsSection } from '../page-objects/run-charts-page';
import { RunPage, RunsListPage, SamplesDialog } from '../page-objects/runs-page';
import { checkLayouts, seriousA11yViolations } from '../support/checks';
import { storageStatePath } from '../support/roles';

// The real SLOB run folder and HammerDB log, read in place from the shared folder beside the repository.
const here = path.dirname(fileURLToPath(import.meta.url));
const RUN_SAMPLES = path.resolve(here, '../../../shared/run-samples');
const FILES = [
  'PoC-FlashGrid-p60x6__iostat.out',
  'PoC-FlashGrid-p60x6__mpstat.out',
  'PoC-FlashGrid-p60x6__vmstat.out',
  'PoC-FlashGrid-p60x6__slob.conf',
  'PoC-FlashGrid-p60x6__awr_rac.html',
  'hammerdb_to_excel__hammerdb.log',
];

test.describe('contributor', () => {
  test.use({ storageState: storageStatePath('contributor') });

  test('OS statistics and driver steps of a run folder are charted', async ({ page }, testInfo) => {
    test.setTimeout(240_000);
    const list = new RunsListPage(page);
    const run = new RunPage(page);
    const charts = new RunChartsSection(page);
    const label = `E2E OS stats ${Date.now()}`;

    await test.step('create a run and drop the run folder on it', async () => {
      await list.goto();
      await list.openNewRunForm();
      await list.submitNewRun({ label });
      await expect(run.heading(label)).toBeVisible();
      await run.upload(FILES.map((name) => ({ name, mimeType: 'text/plain', buffer: readFileSync(path.join(RUN_SAMPLES, name)) })));
      for (const name of FILES) {
        await expect(run.fileState(name)).toHaveText('Parsed', { timeout: 150_000 });
      }
      await expect(run.fileRow('PoC-FlashGrid-p60x6__iostat.out')).toContainText('os_stats');
      await expect(run.fileRow('PoC-FlashGrid-p60x6__slob.conf')).toContainText('benchmark_config');
    });

    await test.step('the OS averages per host come from the uploaded tools', async () => {
      const row = charts.hostRow('mcracpoc1.example.com');
      await expect(row).toBeVisible({ timeout: 30_000 });
      // CPU busy (from iostat, the first OS file), iowait, steal, run queue (from vmstat, which names no host)
      await expect(row).toContainText('16.64');
      await expect(row).toContainText('21.75');
    });

    await test.step('CPU, IO per device and run queue are drawn over time, the AWR window shaded', async () => {
      for (const title of ['CPU', 'IO per device', 'Run queue']) {
        const chart = charts.osChart(title);
        await expect(chart).toBeVisible({ timeout: 30_000 });
        await expect(chart).toHaveAccessibleName(/AWR snapshot window shaded/);
        await expect(chart.locator('svg.main-svg').first()).toBeVisible({ timeout: 20_000 });
        // the lines themselves are drawn, in a browser without WebGL too (this one runs with --disable-gpu)
        await expect(charts.osLines(title).first()).toHaveAttribute('d', /^M[^L]*L/);
        await expect(chart).not.toContainText('WebGL');
      }
      await expect(charts.awrWindowNote()).toContainText('2020-02-20 21:32:00 to 2020-02-20 21:45:00');
      await expect(charts.osSection.getByText(/PoC-FlashGrid-p60x6__mpstat\.out \(mpstat -P ALL\)/)).toBeVisible();
      // The shaded band is a Plotly shape drawn under the lines.
      await expect(charts.osChart('CPU').locator('.shapelayer path, .layer-below .shapelayer path').first()).toBeAttached();
    });

    await test.step('the driver steps are a users-to-throughput curve', async () => {
      const curve = charts.stepsChart();
      await expect(curve).toBeVisible();
      await expect(curve).toHaveAccessibleName('Driver throughput by users: 10 steps, highest 24,725 tpm at 4 users');
      await expect(curve.locator('svg.main-svg').first()).toBeVisible({ timeout: 20_000 });
      await expect(charts.stepsSection.getByText('Source: hammerdb_to_excel__hammerdb.log')).toBeVisible();
    });

    await test.step('the IO chart shows the reads, the writes or both', async () => {
      const io = charts.osChart('IO per device');
      const legend = io.locator('.legend .legendtext');
      const names = async () => (await legend.allTextContents()).map((name) => name.split(' ').at(-1));
      await expect(legend.first()).toBeVisible();
      expect(new Set(await names())).toEqual(new Set(['read', 'write']));
      await charts.diskChoiceLabel('Writes').click();
      await expect(charts.diskChoice('Writes')).toBeChecked();
      await expect(io).toHaveAccessibleName(/^IO per device \(writes\) over time/);
      await expect.poll(async () => new Set(await names())).toEqual(new Set(['write']));
      await expect(charts.osLines('IO per device').first()).toHaveAttribute('d', /^M[^L]*L/);
      await checkLayouts(page, testInfo, 'run-os-stats-writes');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await charts.diskChoiceLabel('Reads').click();
      await expect(io).toHaveAccessibleName(/^IO per device \(reads\) over time/);
      await expect.poll(async () => new Set(await names())).toEqual(new Set(['read']));
      await charts.diskChoiceLabel('Both').click();
      await expect(io).toHaveAccessibleName(/^IO per device over time/);
      await expect.poll(async () => new Set(await names())).toEqual(new Set(['read', 'write']));
    });

    await test.step('the page fits a laptop and a phone and has no serious accessibility problem', async () => {
      await checkLayouts(page, testInfo, 'run-os-stats');
      expect(await seriousA11yViolations(page)).toEqual([]);
    });

    await test.step('every sample of a capture can be read, for a device the charts leave out', async () => {
      // the IO chart draws the eight busiest of the capture's 87 devices; sdb is not among them
      const ioLegend = charts.osChart('IO per device').locator('.legend .legendtext');
      await expect(ioLegend.first()).toBeVisible();
      const drawn = (await ioLegend.allTextContents()).map((name) => name.replace(/^.*: /, '').split(' ')[0]);
      expect(drawn).toContain('sdaa');
      expect(drawn).not.toContain('sdb');
      const samples = new SamplesDialog(page, await run.openSamples('PoC-FlashGrid-p60x6__iostat.out'));
      await expect(samples.dialog).toBeVisible();
      await samples.pick('Series', 'disk · iostat -x · mcracpoc1.example.com (272 samples)');
      // iostat prints no interval in its header: the samples' times are 3 s apart
      await expect(samples.interval()).toHaveText('One sample every 3 s, from the sample times.');
      await samples.pick('Column', 'await_ms');
      await samples.drawObjects(['sdb', 'dm-0']);
      await expect(samples.window()).toHaveText('Samples 1 to 272 of 272, 2020-02-20 21:31:46 to 2020-02-20 21:45:19');
      await expect(samples.chart()).toHaveAccessibleName('await_ms of sdb, dm-0, samples 1 to 272');
      await expect(samples.lines()).toHaveCount(2, { timeout: 20_000 });
      await expect(samples.lines().first()).toHaveAttribute('d', /^M[^L]*L/);
      await expect(samples.legend()).toHaveText(['sdb', 'dm-0']);
      // reads and writes are kept apart, as iostat printed them
      await samples.pick('Column', 'write_await_ms');
      await expect(samples.chart()).toHaveAccessibleName('write_await_ms of sdb, dm-0, samples 1 to 272');
      await checkLayouts(page, testInfo, 'run-os-samples');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(samples.dialog).toBeHidden();
    });
  });
});
