import { storageStatePath } from '../support/roles';
import { expect, test } from '../support/fixtures';
import { seriousA11yViolations } from '../support/checks';

test('the runs table at 1280 px: readable columns, throughput only as a measured rate', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, storageState: storageStatePath('viewer'), viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/runs');
  const table = page.getByRole('table', { name: 'Runs' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  await test.step('text columns keep a readable width', async () => {
    for (const [name, least] of [['Plan version', 180], ['Tags', 180], ['Files', 45], ['Throughput', 80]] as const) {
      const box = await table.getByRole('columnheader', { name, exact: true }).boundingBox();
      expect(box?.width ?? 0, `${name} column width`).toBeGreaterThanOrEqual(least);
    }
    // Nothing of the table is cut off at the right edge of the page.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  await test.step('the Throughput column holds a rate with its unit or a dash, never an index', async () => {
    const headers = await table.getByRole('columnheader').allTextContents();
    expect(headers).not.toContain('TPS');
    const column = headers.indexOf('Throughput');
    const cells = await table.locator(`tbody tr td:nth-child(${column + 1})`).allTextContents();
    expect(cells.length).toBeGreaterThan(0);
    for (const cell of cells) expect(cell).toMatch(/^(—|[\d,]+(\.\d+)? tx\/s)$/);
  });

  expect(await seriousA11yViolations(page)).toEqual([]);
  await context.close();
});
