import { expect, test } from '../../support/fixtures';

test('the Health page reports database, broker and workers OK', async ({ healthPage, role }) => {
  // The same page for every role; checking it once is enough.
  test.skip(role !== 'viewer', 'runs once, as the least privileged role');

  await healthPage.goto();
  await expect(healthPage.heading).toBeVisible();
  // The worker may still be starting when the server answers first; the page polls every 5 s.
  await expect(healthPage.status('Database')).toHaveText('OK');
  await expect(healthPage.status('Broker')).toHaveText('OK', { timeout: 30_000 });
  await expect(healthPage.status('Workers')).toHaveText('OK', { timeout: 30_000 });
  await expect(healthPage.version()).toBeVisible();
});
