import { asRole, expect, test } from '../../support/fixtures';

test.describe('as architect', () => {
  asRole('architect');

  test('an unknown address shows the 404 page with a way home', async ({ page, notFoundPage }) => {
    await notFoundPage.goto('/definitely/not/here');
    await expect(notFoundPage.heading).toBeVisible();
    await expect(page.getByText('/definitely/not/here')).toBeVisible();

    await notFoundPage.homeLink.click();
    await expect(page).toHaveURL(/\/plans$/);
  });
});
