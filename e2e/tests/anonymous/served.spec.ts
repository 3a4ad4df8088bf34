import { expect, test } from '../../support/fixtures';

// What a browser receives for the app itself: make builds the UI with compressed twins beside each file, and the
// server hands them out with the caching a hashed bundle allows.
test.describe('the built UI as served', () => {
  test('hashed bundles arrive compressed and cached for a year or more; the page itself is never cached', async ({
    page,
    request,
  }) => {
    const bundles: string[] = [];
    page.on('response', (response) => {
      if (/\/assets\/[^/]+\.js$/.test(new URL(response.url()).pathname)) bundles.push(response.url());
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible();
    expect(bundles.length).toBeGreaterThan(0);

    const bundle = await request.get(bundles[0] ?? '', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(bundle.status()).toBe(200);
    const headers = bundle.headers();
    expect(['br', 'gzip']).toContain(headers['content-encoding']);
    expect(headers['cache-control']).toContain('immutable');
    const maxAge = Number(/max-age=(\d+)/.exec(headers['cache-control'] ?? '')?.[1] ?? '0');
    expect(maxAge).toBeGreaterThanOrEqual(365 * 24 * 3600);

    const shell = await request.get('/login');
    expect(shell.headers()['cache-control'] ?? '').not.toContain('immutable');
  });
});
