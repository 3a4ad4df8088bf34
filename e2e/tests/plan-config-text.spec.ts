import { expect, test } from '@playwright/test';

import { PlanEditorPage } from '../page-objects/plans-editor-page';
import { PlansListPage } from '../page-objects/plans-list-page';
import { signedInPage } from '../page-objects/plans-session';

// Issue 31: text a configuration file cannot hold is refused by the server (a field-keyed 400) and the editor shows
// why against the field itself, a sysctl value against its own entry; nothing is rewritten to make it fit.
test('the editor shows the server refusing a machine name and a sysctl value that break their files', async ({ browser }) => {
  const page = await signedInPage(browser, 'architect');
  const list = new PlansListPage(page);
  const editor = new PlanEditorPage(page);
  const name = `config text ${Date.now().toString(36)}`;
  await list.goto();
  await list.createBlankPlan(name);
  await expect(editor.heading(name)).toBeVisible({ timeout: 30_000 });
  await expect(editor.healthScore()).toBeVisible();

  await editor.fill('Node 1 machine', 'z10 "pok1"');
  const machine = page.locator('[data-field="/nodes/0/machine"]');
  await expect(machine).toContainText('without quotes or line breaks');

  const sysctl = page.getByRole('group', { name: 'Other sysctl settings' });
  await sysctl.getByRole('button', { name: 'Add key' }).click();
  await sysctl.getByLabel('Key 1', { exact: true }).fill('kernel.sem');
  await sysctl.getByLabel('Value of kernel.sem', { exact: true }).fill('"250 32000 100 128"');
  await expect(sysctl.getByRole('alert')).toContainText('kernel.sem: A sysctl value is one line');
  await expect(sysctl.getByLabel('Value of kernel.sem', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  // Mended, both messages go and the document is valid again.
  await editor.fill('Node 1 machine', 'z10-pok1');
  await sysctl.getByLabel('Value of kernel.sem', { exact: true }).fill('250 32000 100 128');
  await expect(machine).not.toContainText('without quotes');
  await expect(sysctl.getByRole('alert')).toHaveCount(0);
  await page.context().close();
});
