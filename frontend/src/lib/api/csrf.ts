/**
 * Django's CSRF protection for the session-authenticated SPA.
 *
 * The token cookie is obtained once per page load from GET /api/auth/csrf/. The cookie
 * is read again on every unsafe request because Django rotates it at login.
 */
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';
const CSRF_URL = '/api/auth/csrf/';

export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);

let priming: Promise<void> | null = null;

export function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) return decodeURIComponent(trimmed.slice(prefix.length));
  }
  return null;
}

/** Makes sure the csrftoken cookie exists, fetching it at most once at a time. */
export function ensureCsrfCookie(): Promise<void> {
  if (readCookie(CSRF_COOKIE)) return Promise.resolve();
  if (!priming) {
    priming = fetch(CSRF_URL, { credentials: 'same-origin' })
      .then(() => undefined)
      .finally(() => {
        priming = null;
      });
  }
  return priming;
}

export async function csrfHeaderFor(method: string): Promise<Record<string, string>> {
  if (SAFE_METHODS.has(method.toUpperCase())) return {};
  await ensureCsrfCookie();
  const token = readCookie(CSRF_COOKIE);
  return token ? { [CSRF_HEADER]: token } : {};
}
