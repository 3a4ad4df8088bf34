import { expect, type Page, test } from '@playwright/test';

import { ComparisonsReportPage } from '../page-objects/comparisons-report-page';
import { ReportsListPage } from '../page-objects/reports-list-page';
import { seriousA11yViolations, VIEWPORTS } from '../support/checks';
import { storageStatePath } from '../support/roles';

type FigureText = { chart: string; text: string; problem: string };

/**
 * What is wrong with the drawn figures' text: a label cut short with an ellipsis, a text that reaches past its figure
 * (the SVG clips it) or two texts of one figure that overlap. Every tick label, axis title, legend entry and bar text
 * is an SVG <text> inside the figure's .main-svg.
 */
async function figureTextProblems(page: Page): Promise<FigureText[]> {
  return page.evaluate(() => {
    const problems: { chart: string; text: string; problem: string }[] = [];
    const slack = 1;
    for (const card of document.querySelectorAll<HTMLElement>('[data-chart]:not([data-chart="table"])')) {
      const chart = card.dataset.chart ?? '';
      for (const svg of card.querySelectorAll<SVGSVGElement>('.js-plotly-plot svg.main-svg')) {
        const frame = svg.getBoundingClientRect();
        const texts = [...svg.querySelectorAll<SVGTextElement>('text')]
          .map((element) => ({ text: (element.textContent ?? '').trim(), box: element.getBoundingClientRect() }))
          .filter((t) => t.text && t.box.width > 0 && t.box.height > 0);
        for (const t of texts) {
          if (t.text.includes('…')) problems.push({ chart, text: t.text, problem: 'cut short' });
          const inside =
            t.box.left >= frame.left - slack && t.box.right <= frame.right + slack && t.box.top >= frame.top - slack && t.box.bottom <= frame.bottom + slack;
          if (!inside) problems.push({ chart, text: t.text, problem: 'runs past its figure' });
        }
        texts.forEach((a, i) => {
          for (const b of texts.slice(i + 1)) {
            const width = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
            const height = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
            if (width > slack && height > slack) problems.push({ chart, text: `${a.text} / ${b.text}`, problem: 'overlap' });
          }
        });
      }
    }
    return problems;
  });
}

test.describe('seeded reports on screen', () => {
  test.use({ storageState: storageStatePath('viewer') });

  test('every chart label is whole, inside its figure and clear of the others at 1280 and 390 px, axe clean', async ({ page }) => {
    test.setTimeout(240_000);
    const list = new ReportsListPage(page);
    await list.goto();
    await expect(list.heading).toBeVisible();
    const links = list.table.getByRole('link');
    await expect(links.first()).toBeVisible();
    // Every saved report: the seeded studies' and those other specs saved before this one (a scaling chart of one
    // user count, whose autoranged x axis starts at the y axis's 0).
    const titles = (await links.allTextContents()).map((t) => t.trim());
    expect(titles.length).toBeGreaterThan(0);
    // Each report is drawn and checked at two widths with axe: about a minute on a loaded 2-core host.
    test.setTimeout(60_000 + titles.length * 75_000);
    const report = new ComparisonsReportPage(page);

    for (const title of titles) {
      await test.step(title, async () => {
        await list.goto();
        await list.report(title).click();
        await expect(report.heading(title)).toBeVisible({ timeout: 30_000 });
        for (const viewport of VIEWPORTS) {
          await page.setViewportSize(viewport);
          const charts = report.plottedCharts();
          const count = await charts.count();
          for (let i = 0; i < count; i += 1) {
            await expect(charts.nth(i).locator('.js-plotly-plot .main-svg').first()).toBeVisible({ timeout: 30_000 });
          }
          // Figures are redrawn for the new width (labels wrap to it): wait until what is drawn is clean.
          await expect
            .poll(() => figureTextProblems(page), { message: `${title} at ${viewport.width}px`, timeout: 15_000 })
            .toEqual([]);
          // The axis titles say what an index is (a title wrapped over lines reads as one text).
          for (const chart of ['throughput', 'cpu_cost']) {
            const card = page.locator(`[data-chart="${chart}"]`);
            if (!(await card.count())) continue;
            const titles = await card.locator('.g-xtitle text, .g-ytitle text').evaluateAll((elements) =>
              elements.map((element) => {
                const lines = [...element.querySelectorAll('tspan.line')].map((line) => line.textContent ?? '');
                return (lines.length ? lines.join(' ') : (element.textContent ?? '')).replace(/\s+/g, ' ').trim();
              }),
            );
            expect(titles.some((title) => title.includes('index (baseline = 100)')), `${chart}: ${titles.join(' | ')}`).toBe(true);
          }
          expect(await seriousA11yViolations(page)).toEqual([]);
        }
        await page.setViewportSize(VIEWPORTS[0]);
      });
    }
  });
});
