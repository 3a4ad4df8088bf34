import { DEMO_PASSWORD, ROLES, storageStatePath } from '../support/roles';
import { expect, test as setup } from '../support/fixtures';

for (const role of ROLES) {
  setup(`sign in as ${role}`, async ({ page, loginPage, shell }) => {
    await loginPage.goto();
    await loginPage.logIn(role, DEMO_PASSWORD);
    await expect(shell.navigation).toBeVisible();
    await page.context().storageState({ path: storageStatePath(role) });
  });
}
