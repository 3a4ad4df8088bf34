import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** The two sizes every page is checked at: a laptop and a phone. */
export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** How far the page scrolls sideways; 0 when nothing overflows. */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * The words of state and severity badges (a file's "Parsed", a job's "Succeeded", a finding's "warning") that the
 * layout cuts short into an ellipsis: such a badge is the only place the state is written.
 */
export async function cutStatusBadges(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-state] .mantine-Badge-label, [data-severity] .mantine-Badge-label')]
      .filter((label) => label.offsetParent !== null && label.scrollWidth > label.clientWidth + 1)
      .map((label) => label.textContent ?? ''),
  );
}

/**
 * Screenshots at both sizes (attached to the report), each checked for horizontal overflow of the page and for
 * state badges cut short.
 */
export async function checkLayouts(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expect
      .poll(() => horizontalOverflow(page), { message: `${name} overflows horizontally at ${viewport.width}px` })
      .toBeLessThanOrEqual(0);
    await expect
      .poll(() => cutStatusBadges(page), { message: `${name} cuts state badges short at ${viewport.width}px` })
      .toEqual([]);
    const file = testInfo.outputPath(`${name}-${viewport.width}x${viewport.height}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(`${name} ${viewport.width}×${viewport.height}`, { path: file, contentType: 'image/png' });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The WCAG 2.1 A/AA rules axe runs, plus, with `nameMatch`, label-content-name-mismatch (2.5.3, a name that does not
 * contain the visible label): axe tags that rule "experimental" as well as "wcag21a", and leaves experimental rules
 * out of a run by tag unless they are enabled by name. It is on for the pages the keyboard spec walks (the editor,
 * the plans list, a report); switched on for every spec it still finds the bundle file tree's buttons, the timeline's
 * "Open window as a comparison" link and the archive table's row buttons (issue 39 §4, left).
 */
export function axeOptions(nameMatch: boolean) {
  return {
    runOnly: { type: 'tag' as const, values: WCAG_TAGS },
    ...(nameMatch ? { rules: { 'label-content-name-mismatch': { enabled: true } } } : {}),
  };
}

/** Serious and critical axe (WCAG 2.1 A/AA) violations, optionally limited to part of the page. */
export async function seriousA11yViolations(page: Page, options: { include?: string; nameMatch?: boolean } = {}) {
  let builder = new AxeBuilder({ page }).options(axeOptions(options.nameMatch ?? false));
  if (options.include) builder = builder.include(options.include);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, impact: violation.impact, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}

/** Headings that skip a level (axe heading-order, a moderate best-practice rule the serious check leaves out). */
export async function headingOrderViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
  return results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')));
}

/** No horizontal overflow, no cut state badge and no serious axe violation at desktop and phone width. */
export async function cleanAtBothWidths(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await checkLayouts(page, testInfo, name);
  for (const size of VIEWPORTS) {
    await page.setViewportSize(size);
    expect(await seriousA11yViolations(page), `${name} at ${size.width}px`).toEqual([]);
  }
  await page.setViewportSize(VIEWPORTS[0]);
}
