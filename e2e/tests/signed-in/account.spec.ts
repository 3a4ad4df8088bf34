import { request as playwrightRequest } from '@playwright/test';

import { AccountPage } from '../../page-objects/account-page';
import { checkLayouts, seriousA11yViolations } from '../../support/checks';
import { asRole, expect, test } from '../../support/fixtures';

/** GET /api/auth/me/ with nothing but the token: no cookies, no session. */
async function meWithToken(baseURL: string, key: string): Promise<number> {
  // An empty storage state: the test's signed-in cookies must not come along.
  const context = await playwrightRequest.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] },
    extraHTTPHeaders: { Authorization: `Token ${key}` },
  });
  try {
    return (await context.get('/api/auth/me/')).status();
  } finally {
    await context.dispose();
  }
}

test.describe('API tokens as a contributor', () => {
  asRole('contributor');

  test('issues a token, uses it from a script, revokes it', async ({ page, baseURL }, testInfo) => {
    const account = new AccountPage(page);
    const name = `e2e script ${Date.now()}`;

    await test.step('the account page is reached from the header', async () => {
      await page.goto('/plans');
      await page.getByRole('link', { name: 'contributor: account and API tokens' }).click();
      await expect(account.heading).toBeVisible();
    });

    const key = await test.step('issue a token and read its key once', async () => {
      const issued = await account.createToken(name);
      expect(issued).toMatch(/^[0-9a-f]{40}$/);
      await expect(account.row(name)).toContainText(issued.slice(0, 8));
      // The list never shows the whole key.
      await expect(account.tokensTable).not.toContainText(issued);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await checkLayouts(page, testInfo, 'account-tokens');
      return issued;
    });

    await test.step('a script signs in with it', async () => {
      expect(await meWithToken(baseURL!, key)).toBe(200);
    });

    await test.step('revoked, it stops working at once', async () => {
      await account.revoke(name);
      await expect(account.row(name)).toHaveCount(0);
      expect(await meWithToken(baseURL!, key)).toBe(403);
    });
  });
});
