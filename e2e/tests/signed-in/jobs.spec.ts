import { CAN_START_JOBS, ROLES } from '../../support/roles';
import { asRole, expect, test } from '../../support/fixtures';

for (const role of ROLES.filter((r) => CAN_START_JOBS[r])) {
  test.describe(`as ${role}`, () => {
    asRole(role);

    test('a demo job started from the Jobs page runs to 100%', async ({ jobsPage }) => {
      await test.step('open the Jobs page', async () => {
        await jobsPage.goto();
        await expect(jobsPage.heading).toBeVisible();
      });

      const progress = await test.step('start a demo job', async () => jobsPage.startDemoJob(3));

      await test.step('follow its progress to the end', async () => {
        await expect(progress).toBeVisible();
        await expect(progress).toHaveAttribute('aria-valuenow', '100', { timeout: 45_000 });
        await expect(jobsPage.demoState()).toHaveText('Succeeded');
      });

      await test.step('see it in the job history, with what it worked on and its last step', async () => {
        // (other journeys' jobs share the project: the row is found by what it worked on)
        const row = jobsPage.history.getByRole('row').filter({ hasText: 'Demo job of 3 steps' }).filter({ hasText: 'Succeeded' }).first();
        await expect(row).toBeVisible();
        await expect(row).toContainText('Step 3 of 3 done');
      });
    });
  });
}

test.describe('as viewer', () => {
  asRole('viewer');

  test('a viewer is not offered the Start button', async ({ jobsPage }) => {
    await jobsPage.goto();
    await expect(jobsPage.heading).toBeVisible();
    await expect(jobsPage.startButton).toHaveCount(0);
    await expect(jobsPage.demoSection).toHaveCount(0);
  });
});
