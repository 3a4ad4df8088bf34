import { crc32 } from 'node:zlib';

import { expect, test } from '@playwright/test';

import { RunPage, RunsListPage } from '../page-objects/runs-page';
import { checkLayouts, seriousA11yViolations } from '../support/checks';
import { storageStatePath } from '../support/roles';

const GOOD = 'users,throughput,throughput_unit,cpu_util_pct,cpus\n20,100,tps,40,4\n40,180,tps,75,4\n60,200,tps,95,4\n';
const BAD = 'users,throughput\nabc,def\n';

/** A zip of stored (uncompressed) entries, written byte by byte so the spec needs no zip library. */
function storedZip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

test.describe('a zip with a good and a bad entry', () => {
  test.use({ storageState: storageStatePath('contributor') });

  test('per-entry states, removing the bad file leaves the metrics as they were', async ({ page, browser }, testInfo) => {
    test.setTimeout(180_000);
    const list = new RunsListPage(page);
    const run = new RunPage(page);
    const label = `E2E archive ${Date.now()}`;

    await test.step('create a run and upload the zip', async () => {
      await list.goto();
      await list.openNewRunForm();
      await list.submitNewRun({ label });
      await expect(run.heading(label)).toBeVisible();
      await run.upload([
        {
          name: 'results.zip',
          mimeType: 'application/zip',
          buffer: storedZip({ 'results/good.csv': GOOD, 'results/bad.csv': BAD, '../escape.csv': GOOD }),
        },
      ]);
    });

    await test.step('the archive is partially imported and lists every entry with its state', async () => {
      await expect(run.fileState('results.zip')).toHaveText('Partial', { timeout: 90_000 });
      await expect(run.fileRow('results.zip')).toContainText('2 of 3 entries imported; 1 skipped.');
      await run.showEntries('results.zip');
      await expect(run.fileState('results/good.csv')).toHaveText('Parsed', { timeout: 90_000 });
      await expect(run.fileState('results/bad.csv')).toHaveText('Failed', { timeout: 90_000 });
      await expect(run.fileRow('results/bad.csv')).toContainText('Parse error:');
      await expect(run.fileState('../escape.csv')).toHaveText('Skipped');
      await expect(run.fileRow('../escape.csv')).toContainText('its path leaves the archive');
    });

    const tps = run.metricCard('Transactions per second');
    await test.step('the metrics come from the good file, and say why', async () => {
      await expect(tps).toContainText(/[^\d.]200\s*txn\/s/);
      const tooltip = await run.showSource('Transactions per second');
      await expect(tooltip).toContainText('good.csv');
      await expect(tooltip).toContainText('measures throughput at the client');
      await page.mouse.move(0, 0);
    });

    const before = await run.metricsSection.innerText();

    await test.step('layout and accessibility with the entries open', async () => {
      await checkLayouts(page, testInfo, 'run-archive-entries');
      expect(await seriousA11yViolations(page)).toEqual([]);
    });

    await test.step('a viewer sees the entries but no Remove button', async () => {
      const viewer = await browser.newContext({ storageState: storageStatePath('viewer') });
      const viewerPage = await viewer.newPage();
      await viewerPage.goto(page.url());
      const viewerRun = new RunPage(viewerPage);
      await expect(viewerRun.fileState('results.zip')).toHaveText('Partial');
      await viewerRun.showEntries('results.zip');
      await expect(viewerRun.fileState('results/bad.csv')).toHaveText('Failed');
      await expect(viewerRun.filesTable.getByRole('button', { name: /^Remove / })).toHaveCount(0);
      await viewer.close();
    });

    await test.step('remove the bad file: it leaves, the metrics do not change', async () => {
      await run.removeFile('results/bad.csv');
      await expect(run.fileState('results/bad.csv')).toHaveText('Removed');
      await expect(run.removeButton('results/bad.csv')).toHaveCount(0);
      await expect(run.fileState('results/good.csv')).toHaveText('Parsed');
      await expect(tps).toContainText(/[^\d.]200\s*txn\/s/);
      expect(await run.metricsSection.innerText()).toBe(before);
    });

    await test.step('re-parse all: every file is parsed again, the removed one stays removed', async () => {
      await run.reparseAll();
      // The one remaining entry is queued (the archive's own per-entry results stay as they are).
      await expect(page.getByText('1 file(s) will be parsed again.')).toBeVisible();
      await expect(run.fileState('results/good.csv')).toHaveText('Parsed', { timeout: 90_000 });
      await expect(run.fileState('results.zip')).toHaveText('Partial');
      await expect(run.fileState('results/bad.csv')).toHaveText('Removed');
      await expect(tps).toContainText(/[^\d.]200\s*txn\/s/);
      expect(await run.metricsSection.innerText()).toBe(before);
    });

    await test.step('layout and accessibility after the removal', async () => {
      await expect(page.getByText('1 file(s) will be parsed again.')).toHaveCount(0, { timeout: 15_000 });
      await checkLayouts(page, testInfo, 'run-archive-removed');
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  });
});

test.describe('a run folder zipped by macOS Finder', () => {
  test.use({ storageState: storageStatePath('contributor') });

  test('the files are imported; Finder\'s metadata is listed as ignored and leaves the archive whole', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const list = new RunsListPage(page);
    const run = new RunPage(page);
    const label = `E2E Finder zip ${Date.now()}`;
    await list.goto();
    await list.openNewRunForm();
    await list.submitNewRun({ label });
    await expect(run.heading(label)).toBeVisible();
    // Finder's "Compress" adds a __MACOSX/._name twin of every file, and the folder's .DS_Store
    const appleDouble = '\u0000\u0005\u0016\u0007\u0000\u0002\u0000\u0000Mac OS X        ';
    await run.upload([
      {
        name: 'slob-run.zip',
        mimeType: 'application/zip',
        buffer: storedZip({
          'slob-run/bench.csv': GOOD,
          '__MACOSX/slob-run/._bench.csv': appleDouble,
          'slob-run/.DS_Store': '\u0000\u0000\u0000\u0001Bud1',
        }),
      },
    ]);
    await expect(run.fileState('slob-run.zip')).toHaveText('Parsed', { timeout: 90_000 });
    await run.showEntries('slob-run.zip');
    await expect(run.fileState('slob-run/bench.csv')).toHaveText('Parsed', { timeout: 90_000 });
    for (const path of ['__MACOSX/slob-run/._bench.csv', 'slob-run/.DS_Store']) {
      await expect(run.fileState(path)).toHaveText('Ignored');
      await expect(run.fileRow(path)).toContainText('written by the desktop beside the files, not part of the run');
    }
    // only the report became a file of the run: no failed twins beside it
    await expect(run.filesTable.getByText('Failed', { exact: true })).toHaveCount(0);
    await expect(run.metricCard('Transactions per second')).toContainText(/[^\d.]200\s*txn\/s/);
    // checked with the pointer still on "Hide entries": a hovered button must stay readable too
    expect(await seriousA11yViolations(page)).toEqual([]);
    await checkLayouts(page, testInfo, 'run-finder-zip');
  });
});
