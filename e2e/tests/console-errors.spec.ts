import type { Page } from '@playwright/test';

import { PlanEditorPage } from '../page-objects/plans-editor-page';
import { PlansListPage } from '../page-objects/plans-list-page';
import { DEMO_PASSWORD, storageStatePath } from '../support/roles';
import { expect, test } from '../support/fixtures';
import { LoginPage } from '../page-objects/login-page';
import { seriousA11yViolations } from '../support/checks';

/**
 * Collects every console message of type "error" the page logs, including the "Failed to load resource: ... 403"
 * lines Chromium prints for failed requests. Expected states (nobody signed in, a plan without a draft) must not
 * produce any.
 */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} @ ${message.location().url}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

test.describe('no console errors on normal use', () => {
  test('a fresh visit to the login page, then signing in', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    const errors = consoleErrors(page);
    const login = new LoginPage(page);

    await test.step('open a protected page anonymously and land on the login page', async () => {
      await page.goto('/plans');
      await expect(page).toHaveURL(/\/login\?next=%2Fplans$/);
      await expect(login.submitButton).toBeVisible();
    });
    await test.step('sign in', async () => {
      await login.logIn('viewer', DEMO_PASSWORD);
      await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  test('an architect creates a plan and opens it again: no draft is not an error', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, storageState: storageStatePath('architect') });
    const page = await context.newPage();
    const errors = consoleErrors(page);
    const list = new PlansListPage(page);
    const editor = new PlanEditorPage(page);
    const name = `no draft ${Date.now().toString(36)}`;

    await test.step('create a blank plan; its editor opens', async () => {
      await list.goto();
      await list.createBlankPlan(name);
      await expect(editor.heading(name)).toBeVisible();
      await expect(editor.healthScore()).toBeVisible();
    });
    await test.step('open the plan fresh from the list', async () => {
      await list.goto();
      // The plan has no draft: the editor opens on the saved version and says nothing was restored.
      const draftAnswer = page.waitForResponse((response) => /\/api\/plans\/\d+\/draft\/$/.test(response.url()));
      await list.openPlan(name);
      expect((await draftAnswer).status()).toBe(204);
      await expect(editor.heading(name)).toBeVisible();
      await expect(editor.healthScore()).toBeVisible();
      await expect(editor.draftRestored).toHaveCount(0);
    });
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
