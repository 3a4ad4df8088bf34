import { type Browser, type BrowserContext, expect, type Page, request as apiRequest } from '@playwright/test';

import { BASE_URL } from '../support/base-url';
import { DEMO_PASSWORD, type Role } from '../support/roles';

/**
 * A browser context signed in as a demo user through the API (session + CSRF, as the SPA does),
 * so the plans spec does not depend on which Playwright project runs it.
 */
export async function signedInContext(browser: Browser, role: Role, viewport = { width: 1280, height: 800 }): Promise<BrowserContext> {
  // Always from no session: inside a spec that uses a role's saved state the request context would start with that
  // role's session cookie, and logging another user in on it flushes that session on the server (Django's login),
  // signing the saved role out for every later spec.
  const api = await apiRequest.newContext({ baseURL: BASE_URL, storageState: { cookies: [], origins: [] } });
  await api.get('/api/auth/csrf/');
  const token = (await api.storageState()).cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const response = await api.post('/api/auth/login/', { data: { username: role, password: DEMO_PASSWORD }, headers: { 'X-CSRFToken': token } });
  expect(response.ok(), await response.text()).toBeTruthy();
  const context = await browser.newContext({ baseURL: BASE_URL, storageState: await api.storageState(), viewport });
  await api.dispose();
  return context;
}

export async function signedInPage(browser: Browser, role: Role, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await signedInContext(browser, role, viewport);
  return context.newPage();
}
