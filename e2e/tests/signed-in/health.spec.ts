import { asRole, expect, test } from '../../support/fixtures';

test.describe('as viewer, the least privileged role', () => {
  asRole('viewer');

  test('the Health page reports database, broker and workers OK', async ({ healthPage }) => {
    await healthPage.goto();
    await expect(healthPage.heading).toBeVisible();
    // The worker may still be starting when the server answers first; the page polls every 5 s.
    await expect(healthPage.status('Database')).toHaveText('OK');
    await expect(healthPage.status('Broker')).toHaveText('OK', { timeout: 30_000 });
    await expect(healthPage.status('Workers')).toHaveText('OK', { timeout: 30_000 });
    await expect(healthPage.version()).toBeVisible();
  });
});
