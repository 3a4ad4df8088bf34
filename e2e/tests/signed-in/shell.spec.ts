import { NAV_LINKS, ROLES } from '../../support/roles';
import { asRole, expect, test } from '../../support/fixtures';

for (const role of ROLES) {
  test.describe(`signed in as ${role}`, () => {
    asRole(role);

    test('the shell shows every section and the role badge', async ({ page, shell }) => {
      await page.goto('/');
      // Managers (viewers) land on a home that starts from reports; the other roles on Plans.
      if (role === 'viewer') await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
      else await expect(page).toHaveURL(/\/plans$/);
      for (const name of NAV_LINKS) await expect(shell.navLink(name)).toBeVisible();
      await expect(shell.roleBadge()).toHaveText(role);
    });

    test('each section opens from the navigation', async ({ shell, page }) => {
      await page.goto('/plans');
      for (const name of NAV_LINKS) {
        await test.step(`open ${name}`, async () => {
          const heading = await shell.open(name);
          // a section's code is fetched on its first visit: on a loaded 2-core host that has taken past 10 s
          await expect(heading).toBeVisible({ timeout: 30_000 });
        });
      }
    });
  });
}
