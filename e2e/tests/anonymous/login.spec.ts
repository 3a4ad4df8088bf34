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

  test('on a phone the menu holds the role, the account page and sign-out', async ({ page, loginPage, shell }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/plans');
    await loginPage.logIn('viewer', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/plans$/);

    await test.step('the header keeps the project; the rest is one tap away, inside the screen', async () => {
      await expect(shell.projectSelect).toBeInViewport();
      await shell.menuButton().click();
      await expect(shell.roleBadge()).toHaveText('viewer');
      await expect(shell.roleBadge()).toBeInViewport();
      await expect(shell.accountLink()).toBeInViewport();
      await expect(shell.signOutButton).toBeInViewport();
    });

    await test.step('the account page opens from the menu, which then closes', async () => {
      await shell.accountLink().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
      await expect(shell.signOutButton).not.toBeInViewport();
    });

    await test.step('sign out from the menu', async () => {
      await shell.menuButton().click();
      await shell.signOut();
      await expect(page).toHaveURL(/\/login/);
    });
  });

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
