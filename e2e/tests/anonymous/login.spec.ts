import { DEMO_PASSWORD, NAV_LINKS, ROLES } from '../../support/roles';
import { expect, test } from '../../support/fixtures';

test.describe('signing in', () => {
  for (const role of ROLES) {
    test(`${role} signs in and sees the app shell`, async ({ page, loginPage, shell }) => {
      await test.step('open a protected page and get sent to the login page', async () => {
        await page.goto('/jobs');
        await expect(page).toHaveURL(/\/login\?next=%2Fjobs$/);
      });

      await test.step('sign in', async () => {
        await loginPage.logIn(role, DEMO_PASSWORD);
      });

      await test.step('land back on the requested page inside the shell', async () => {
        await expect(page).toHaveURL(/\/jobs$/);
        for (const name of NAV_LINKS) await expect(shell.navLink(name)).toBeVisible();
        await expect(shell.roleBadge()).toHaveText(role);
        await expect(shell.projectSelect).toHaveValue('Demo');
      });
    });
  }

  test('a wrong password shows the server message and keeps the form filled', async ({ page, loginPage }) => {
    await loginPage.goto();
    const error = await loginPage.logIn('architect', 'not-the-password');

    await expect(error).toContainText('Wrong username or password.');
    await expect(loginPage.username).toHaveValue('architect');
    await expect(loginPage.password).toHaveValue('not-the-password');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unknown address shows the 404 page without signing in', async ({ page, notFoundPage }) => {
    await notFoundPage.goto('/no/such/page');
    await expect(notFoundPage.heading).toBeVisible();
    await notFoundPage.homeLink.click();
    // Home is protected, so an anonymous visitor ends on the login page.
    await expect(page).toHaveURL(/\/login\?next=/);
  });
});
