import { expect, test } from '@playwright/test';

import { PlanEditorPage } from '../page-objects/plans-editor-page';
import { PlansListPage } from '../page-objects/plans-list-page';
import { signedInPage } from '../page-objects/plans-session';
import { checkLayouts, seriousA11yViolations } from '../support/checks';

const unique = (stem: string) => `${stem} ${Date.now().toString(36)}`;

test.describe('the studies in the planner', () => {
  test('a blank plan starts without an error, sizes System z from studies 000/004 and x86 from study 002', async ({ browser }, testInfo) => {
    // Two full-page screenshots of the long editor on a shared two-core machine take a while.
    test.setTimeout(180_000);
    const page = await signedInPage(browser, 'architect');
    const list = new PlansListPage(page);
    const editor = new PlanEditorPage(page);

    await test.step('the blank plan has no error finding', async () => {
      await list.goto();
      await list.createBlankPlan(unique('blank studies'));
      await expect(editor.healthScore()).toBeVisible();
      // Its LPARs sit on two machines (study 000 advises against one), so not even that warning.
      await expect(editor.finding('PL001')).toHaveCount(0);
      await expect(editor.findings.getByRole('article', { name: /^ST070 / })).toHaveCount(0);
      await expect(editor.findings.getByRole('article', { name: /^NW003 / })).toHaveCount(0);
      await expect(editor.field('Parallel access volumes')).toHaveValue('pav');
    });

    await test.step('System z: the capacity panel shows the System z studies and no x86 sweet spot', async () => {
      const figures = page.getByTestId('capacity-reference-points');
      await expect(figures).toContainText('+45 % throughput per CPU');
      await expect(figures).toContainText('study 000, IBM zEnterprise 196');
      await expect(figures).toContainText('study 004, Oracle 11g versus Oracle 10g');
      await expect(page.getByTestId('capacity-total')).toHaveCount(0);
      await expect(page.getByTestId('capacity-interconnect')).toContainText('51–57 MB/s per node');
    });

    await test.step('x86: study 002 method with its numbers', async () => {
      await editor.choose('Architecture', 'x86 (32-bit)');
      await expect(page.getByTestId('capacity-total')).toHaveText('1000');
      await expect(page.getByTestId('capacity-reference-points')).toContainText('study 002, TESTING');
      await expect(page.getByTestId('capacity-interconnect')).toContainText('x86: the traffic was measured on z10 LPARs');
    });

    await test.step('racgvip: without the workaround a 10.x public network is an error; its fix records it', async () => {
      await editor.choose('Architecture', 'IBM System z10');
      const workaround = page.getByRole('switch', { name: /^racgvip DEFAULTGW workaround applied/ });
      await expect(workaround).toBeChecked();
      await workaround.click({ force: true });
      const error = editor.finding('NW003');
      await expect(error).toBeVisible();
      await expect(error).toContainText('Using a 10.x.x.x network for the external (public) interfaces');
      await editor.applyFix('NW003');
      await expect(editor.finding('NW003')).toHaveCount(0);
      await expect(workaround).toBeChecked();
      // The "Fix applied" toast may still be open for the axe check below: it passes too.
    });

    await test.step('the new fields fit the page and pass axe', async () => {
      await expect(editor.field('Grid/CRS release')).toBeVisible();
      await expect(editor.field('ASM shared_pool_size')).toBeVisible();
      await expect(editor.field('LMS nice value')).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await checkLayouts(page, testInfo, 'editor-with-study-fields');
    });
    await page.context().close();
  });
});
