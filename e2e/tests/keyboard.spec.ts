import { expect, type Locator, type Page, test } from '@playwright/test';

import { AppShell } from '../page-objects/app-shell';
import { PlanEditorPage } from '../page-objects/plans-editor-page';
import { PlansListPage } from '../page-objects/plans-list-page';
import { signedInPage } from '../page-objects/plans-session';
import { ReportsListPage } from '../page-objects/reports-list-page';
import { headingOrderViolations, seriousA11yViolations, VIEWPORTS } from '../support/checks';

const unique = (stem: string) => `${stem} ${Date.now().toString(36)}`;

/** What the browser draws around a focused element, and the colour of what the ring sits on. */
type Ring = { style: string; width: number; colour: string; behind: string };

async function focusRing(control: Locator): Promise<Ring> {
  return control.evaluate((element) => {
    const style = getComputedStyle(element);
    // The ring is drawn outside the control, over the first ancestor that paints a background.
    let behind = 'rgb(255, 255, 255)';
    for (let node = element.parentElement; node; node = node.parentElement) {
      const colour = getComputedStyle(node).backgroundColor;
      if (colour !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(colour)) {
        behind = colour;
        break;
      }
    }
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), colour: style.outlineColor, behind };
  });
}

/** WCAG contrast ratio of two computed rgb() colours. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, bl] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const c = Number(part) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

async function expectVisibleRing(control: Locator, name: string): Promise<void> {
  await expect(control, `${name} has focus`).toBeFocused();
  const ring = await focusRing(control);
  expect(ring.style, `${name}'s outline`).not.toBe('none');
  expect(ring.width, `${name}'s outline width`).toBeGreaterThanOrEqual(2);
  expect(contrast(ring.colour, ring.behind), `${name}'s ring against ${ring.behind}`).toBeGreaterThanOrEqual(3);
}

/** The focused element's accessible text, for following the tab order. */
function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
}

/** A skip link shows itself while focused: a visible chip, not the 1 px clip it hides in. */
async function expectShownSkipLink(page: Page, text: string): Promise<void> {
  const link = page.locator(':focus');
  await expect(link).toHaveText(text);
  await expect(link).toBeInViewport();
  const box = await link.boundingBox();
  expect(box?.width ?? 0, `"${text}" is wide enough to read while focused`).toBeGreaterThan(40);
}

for (const viewport of VIEWPORTS) {
  test(`the plan editor can be driven from the keyboard (${viewport.width} px)`, async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await signedInPage(browser, 'architect', viewport);
    const list = new PlansListPage(page);
    const editor = new PlanEditorPage(page);
    const shell = new AppShell(page);

    await test.step('a new plan opens in the editor', async () => {
      await list.goto();
      await list.createBlankPlan(unique('keyboard'));
      await expect(editor.healthScore()).toBeVisible({ timeout: 30_000 });
    });

    await test.step('the first Tab of the page offers to skip the header and navigation', async () => {
      await page.reload();
      await expect(editor.healthScore()).toBeVisible({ timeout: 30_000 });
      await page.keyboard.press('Tab');
      await expect(shell.skipToMainLink()).toBeFocused();
      await expectShownSkipLink(page, 'Skip to main content');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
    });

    await test.step('from Cluster name, a skip link reaches the findings in at most 5 key presses', async () => {
      await editor.field('Cluster name').focus();
      let presses = 0;
      // Walk back from the form's first input until a skip link to the findings has focus (the budget is 5 in all).
      while (presses < 4 && (await focusedText(page)) !== 'Skip to findings') {
        await page.keyboard.press('Shift+Tab');
        presses += 1;
      }
      await expectShownSkipLink(page, 'Skip to findings');
      await page.keyboard.press('Enter');
      presses += 1;
      await expect(editor.findings).toBeFocused();
      await expect(editor.findings).toBeInViewport();
      expect(presses).toBeLessThanOrEqual(5);
    });

    await test.step('every kind of control shows a ring of at least 2 px at 3:1 when focused', async () => {
      await editor.field('Cluster name').focus();
      await expectVisibleRing(editor.field('Cluster name'), 'Cluster name (text)');
      await page.keyboard.press('Tab');
      await expectVisibleRing(editor.field('Mode'), 'Mode (native select)');
      await editor.field('Node 1 CPUs').focus();
      await expectVisibleRing(editor.field('Node 1 CPUs'), 'Node 1 CPUs (number)');
      await editor.platformControl().focus();
      await expectVisibleRing(editor.platformControl(), 'Architecture (listbox)');
      // Buttons ring only when reached from the keyboard: Tab onto the one after the platform's fields.
      await editor.field('Node 2 private IP').focus();
      await page.keyboard.press('Tab');
      await expectVisibleRing(page.getByRole('button', { name: 'Duplicate node 2' }), 'Duplicate node 2 (icon button)');
    });

    await test.step('arrow keys on the focused architecture leave the platform as it is; Enter chooses', async () => {
      const control = editor.platformControl();
      const before = await control.inputValue();
      await control.focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect(control).toHaveAttribute('aria-expanded', 'true');
      await expect(control).toHaveValue(before);
      await expect(page.getByTestId('platform-changes')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(control).toHaveAttribute('aria-expanded', 'false');
      await expect(control).toHaveValue(before);

      // Walk the open list to x86_64 (a System z plan's other architectures are also System z, and switching
      // among them changes nothing else); only Enter makes the switch, and the page lists what it changed.
      const highlighted = async () => {
        const id = await control.getAttribute('aria-activedescendant');
        return id ? ((await page.locator(`[id="${id}"]`).textContent()) ?? '').trim() : '';
      };
      await page.keyboard.press('ArrowDown');
      for (let step = 0; step < 4 && (await highlighted()) !== 'x86_64'; step += 1) await page.keyboard.press('ArrowDown');
      await expect(control).toHaveValue(before);
      await page.keyboard.press('Enter');
      await expect(control).toHaveValue('x86_64');
      await expect(page.getByTestId('platform-changes')).toContainText('Switching to x86_64 changed');
    });

    await test.step('axe, with the name-must-contain-the-label rule on, finds nothing serious in the editor', async () => {
      await expect(editor.diagram.getByRole('button').first()).toBeVisible({ timeout: 30_000 });
      expect(await seriousA11yViolations(page, { nameMatch: true })).toEqual([]);
      expect(await headingOrderViolations(page)).toEqual([]);
    });
    await page.context().close();
  });

  test(`the shell and a report read in order to a screen reader (${viewport.width} px)`, async ({ browser }) => {
    const page = await signedInPage(browser, 'viewer', viewport);
    const shell = new AppShell(page);
    const reports = new ReportsListPage(page);

    await test.step('the account link is named by the user name it shows', async () => {
      await page.goto('/plans');
      // Axe runs on the loaded list, not on the page's loading spinner.
      await expect(new PlansListPage(page).table).toBeVisible();
      if (viewport.width < 768) await shell.menuButton().click();
      await expect(shell.accountLink()).toHaveAccessibleName('viewer: account and API tokens');
      expect(await seriousA11yViolations(page, { nameMatch: true })).toEqual([]);
    });

    await test.step('a seeded report: nothing serious, and its narrative keeps the heading order', async () => {
      await reports.goto();
      await reports.table.getByRole('link').first().click();
      await expect(page.getByTestId('narrative')).toBeVisible();
      await expect(page.getByTestId('narrative').getByRole('heading', { level: 2 }).first()).toBeVisible();
      expect(await seriousA11yViolations(page, { nameMatch: true })).toEqual([]);
      expect(await headingOrderViolations(page)).toEqual([]);
    });
    await page.context().close();
  });
}
