import { defineConfig, devices } from '@playwright/test';

import { BASE_URL as baseURL, E2E_PORT as port, EXTERNAL_BASE_URL as externalServer } from './support/base-url';

const isCI = Boolean(process.env.CI);
// With E2E_BASE_URL set no server is started here; E2E_PORT moves the one this suite starts
// (scripts/e2e-server.sh reads the same variable).

// The system Chromium (Debian package), not a Playwright download.
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  },
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // Two cores: one browser at a time in CI, two locally.
  workers: isCI ? 1 : 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: isCI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL,
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // Signs in once per demo role and saves the session under .auth/ for the projects below.
    { name: 'setup', testMatch: /auth\.setup\.ts/, use: chromium },
    { name: 'anonymous', testMatch: /anonymous\/.*\.spec\.ts/, use: chromium },
    // Specs under signed-in/ pick their roles per describe block (support/fixtures.ts: asRole).
    { name: 'signed-in', testMatch: /signed-in\/.*\.spec\.ts/, dependencies: ['setup'], use: chromium },
    // Whole user journeys at the top of tests/ sign in on their own, as several roles.
    { name: 'journeys', testMatch: /tests\/[^/]+\.spec\.ts$/, dependencies: ['setup'], use: chromium },
  ],
  webServer: externalServer
    ? undefined
    : {
        // Written by the backend: fresh database, demo data, a Celery worker and the web server on E2E_PORT.
        command: 'bash ../scripts/e2e-server.sh',
        url: `http://127.0.0.1:${port}/api/health/`,
        reuseExistingServer: !isCI,
        timeout: 180_000,
        stdout: 'pipe',
        stderr: 'pipe',
      },
});
