import { expect, test } from '@playwright/test';

import { PlanEditorPage } from '../page-objects/plans-editor-page';
import { PlansListPage } from '../page-objects/plans-list-page';
import { signedInPage } from '../page-objects/plans-session';
import { horizontalOverflow, seriousA11yViolations } from '../support/checks';

test.describe('expected performance', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`the editor shows the plan's estimate beside the findings at ${viewport.width}×${viewport.height}`, async ({ browser }) => {
      const page = await signedInPage(browser, 'architect', viewport);
      const list = new PlansListPage(page);
      const editor = new PlanEditorPage(page);
      await list.goto();
      await list.firstPlanLink().click();
      await expect(editor.healthScore()).toBeVisible();
      const panel = page.getByRole('region', { name: 'Expected performance' });
      await expect(panel).toBeVisible();
      // The estimate comes from the API for the document as the editor holds it.
      await expect(panel.getByTestId('estimate-throughput')).toContainText('Throughput:');
      await expect(panel.getByTestId('estimate-throughput')).toContainText('80 % interval');
      await expect(panel.getByTestId('estimate-cpu')).toContainText('CPU per transaction:');
      await expect(panel).toContainText('Against the study configuration');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.context().close();
    });
  }
});
