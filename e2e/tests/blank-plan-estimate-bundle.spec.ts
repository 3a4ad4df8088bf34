import { expect, test } from '@playwright/test';

import { PlanBundlesPage } from '../page-objects/bundles-page';
import { PlanEditorPage } from '../page-objects/plans-editor-page';
import { PlansListPage } from '../page-objects/plans-list-page';
import { signedInPage } from '../page-objects/plans-session';
import { horizontalOverflow, seriousA11yViolations, VIEWPORTS } from '../support/checks';

// Issue 39: an architect's new plan, as a new user meets it. Its estimate prints no zero-width "±0.0 %" interval
// where no measured effect applies and does not claim a match "in every setting the studies measured"; its bundle
// is refused with the fields nobody has chosen yet and where to set them, never with an imported cluster's files.
for (const viewport of VIEWPORTS) {
  test(`a blank plan's estimate says what is unknown and its bundle names the fields nobody has chosen (${viewport.width} px)`, async ({ browser }) => {
    test.setTimeout(240_000);
    const page = await signedInPage(browser, 'architect', viewport);
    const list = new PlansListPage(page);
    const editor = new PlanEditorPage(page);

    const planId = await test.step('create a blank plan', async () => {
      await list.goto();
      await list.createBlankPlan(`blank ${viewport.width} ${Date.now().toString(36)}`);
      await expect(editor.healthScore()).toBeVisible({ timeout: 30_000 });
      return Number(new URL(page.url()).pathname.split('/')[2]);
    });

    await test.step('the estimate panel: no ±0.0 % interval, no claim of a match in every setting', async () => {
      const panel = page.getByRole('region', { name: 'Expected performance' });
      await expect(panel.getByTestId('estimate-status')).toHaveText('For the plan as edited (unsaved changes included).', { timeout: 30_000 });
      await expect(panel.getByTestId('estimate-cpu')).toContainText('CPU per transaction: as the study configuration measured it');
      await expect(panel.getByTestId('estimate-cpu')).toContainText('no measured effect applies, so the studies give no interval');
      await expect(panel).not.toContainText('±0.0');
      await expect(panel).not.toContainText('in every setting the studies measured');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });

    await test.step('the banner says nobody has chosen the unknown fields; a cluster name over 8 characters is refused on its field', async () => {
      // The unknown-fields banner says what is true of a blank plan: nobody has chosen these fields yet.
      const banner = page.getByRole('region', { name: '4 fields unknown' });
      await expect(banner).toContainText('Nobody has chosen these fields yet (a new plan starts without them');
      await expect(banner).not.toContainText('imported');
      // The plan name's letters and digits are more than a database name's 8: they are not cut into a cluster name,
      // whose placeholder is listed first among the fields nobody has chosen.
      await expect(banner.getByRole('list', { name: 'Unknown fields' }).getByRole('listitem').first()).toHaveText(/^cluster › name/);
      const cluster = editor.field('Cluster name');
      await expect(cluster).toHaveValue('rac');
      await cluster.fill('uxx863nodes');
      await expect(cluster).toHaveAttribute('aria-invalid', 'true', { timeout: 30_000 });
      await expect(cluster).toHaveAccessibleDescription(/\('uxx863nodes', 11 characters\) and Oracle allows at most 8\. RACplan does not shorten it/);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    });

    await test.step('rendering its bundle names each field nobody has chosen and the section that sets it', async () => {
      const bundles = new PlanBundlesPage(page);
      await bundles.goto(planId);
      await expect(bundles.heading).toBeVisible();
      await bundles.renderButton.click();
      const alert = bundles.renderSection.getByRole('alert');
      await expect(alert).toContainText('The bundle could not be started');
      const items = alert.getByRole('listitem');
      await expect(items).toHaveText([
        "Nobody has chosen the cluster name yet: set it in the plan editor's Cluster section before rendering a bundle.",
        "Nobody has chosen the shared disks yet: set it in the plan editor's Storage section before rendering a bundle.",
        "Nobody has chosen the OCR locations yet: set it in the plan editor's Cluster files section before rendering a bundle.",
        "Nobody has chosen the voting disk locations yet: set it in the plan editor's Cluster files section before rendering a bundle.",
      ]);
      await expect(alert).not.toContainText('imported');
      await expect(alert).not.toContainText('document/');
      await expect(alert.getByRole('link', { name: 'Open the plan editor' })).toHaveAttribute('href', `/plans/${planId}`);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });

    await test.step('leave no draft behind: the architect opens this plan next in other specs, as saved', async () => {
      // The refused cluster name is kept as the architect's server-side draft; a later spec opening the newest plan
      // would get it back and the document's error with it.
      const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
      const discarded = await page.request.delete(`/api/plans/${String(planId)}/draft/`, { headers: { 'X-CSRFToken': csrf } });
      expect(discarded.status(), await discarded.text()).toBe(204);
      expect((await page.request.get(`/api/plans/${String(planId)}/draft/`)).status()).toBe(204);
    });
    await page.context().close();
  });
}
