import type { Page } from '@playwright/test';

import { asRole, expect, test } from '../../support/fixtures';

/**
 * The Content-Security-Policy must block nothing the app itself needs: every violation Chromium reports, as a
 * `securitypolicyviolation` event or a console message, fails the test.
 */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

type RunRow = { id: number };

test.describe('Content-Security-Policy as a contributor', () => {
  asRole('contributor');

  test('the SPA, a report with Plotly charts and Swagger UI run under the policy', async ({ page }) => {
    test.setTimeout(120_000);
    const violations = await watchCsp(page);

    const response = await page.goto('/plans');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();

    await test.step('a plan in the editor', async () => {
      await page.getByRole('table').getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    await test.step('a report with charts drawn by Plotly', async () => {
      const me = (await (await page.request.get('/api/auth/me/')).json()) as { memberships: { project: number }[] };
      const project = me.memberships[0]?.project;
      expect(project).toBeTruthy();
      const runs = (await (await page.request.get(`/api/runs/?project=${project}`)).json()) as { results: RunRow[] };
      const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
      const created = await page.request.post('/api/reports/', {
        headers: { 'X-CSRFToken': csrf },
        data: {
          project,
          title: `CSP check ${Date.now()}`,
          narrative: 'Charts under the policy.',
          request: { runs: runs.results.slice(0, 3).map((run) => run.id) },
          charts: [{ chart: 'throughput' }, { chart: 'cpu_cost' }],
        },
      });
      expect(created.status()).toBe(201);
      const { uuid } = (await created.json()) as { uuid: string };
      await page.goto(`/reports/${uuid}`);
      await expect(page.locator('.js-plotly-plot .main-svg').first()).toBeVisible({ timeout: 30_000 });
    });

    await test.step('the account page and the health page', async () => {
      await page.goto('/account');
      await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
      await page.goto('/health');
      await expect(page.getByRole('heading', { level: 1, name: 'Health' })).toBeVisible();
    });

    await test.step('Swagger UI renders the schema', async () => {
      await page.goto('/api/docs/');
      await expect(page.getByRole('heading', { name: /RACplan API/ })).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('.opblock').first()).toBeVisible();
    });

    await test.step('the admin login page', async () => {
      await page.goto('/admin/login/');
      await expect(page.locator('#login-form')).toBeVisible();
    });

    expect(violations).toEqual([]);
  });
});
