import { test as base } from '@playwright/test';

import { AppShell } from '../page-objects/app-shell';
import { HealthPage } from '../page-objects/health-page';
import { JobsPage } from '../page-objects/jobs-page';
import { LoginPage } from '../page-objects/login-page';
import { NotFoundPage } from '../page-objects/not-found-page';
import type { Role } from './roles';
import { storageStatePath } from './roles';

type PageObjects = {
  loginPage: LoginPage;
  shell: AppShell;
  jobsPage: JobsPage;
  healthPage: HealthPage;
  notFoundPage: NotFoundPage;
};

type Options = {
  /** The demo role whose saved session the project uses; null for anonymous projects. */
  role: Role | null;
};

export const test = base.extend<PageObjects & Options>({
  role: [null, { option: true }],
  loginPage: async ({ page }, use) => use(new LoginPage(page)),
  shell: async ({ page }, use) => use(new AppShell(page)),
  jobsPage: async ({ page }, use) => use(new JobsPage(page)),
  healthPage: async ({ page }, use) => use(new HealthPage(page)),
  notFoundPage: async ({ page }, use) => use(new NotFoundPage(page)),
});

export { expect } from '@playwright/test';

/**
 * Run the tests of the enclosing describe block signed in as `role` (the session saved by the setup project).
 * Specs choose their roles this way instead of running under every role and skipping the ones they don't need.
 */
export function asRole(role: Role): void {
  test.use({ role, storageState: storageStatePath(role) });
}
