import createClient, { type Middleware } from 'openapi-fetch';

import { csrfHeaderFor } from './csrf';
import { normaliseApiError } from './errors';
import type { paths } from './schema';

const csrfMiddleware: Middleware = {
  async onRequest({ request }) {
    const headers = await csrfHeaderFor(request.method);
    for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
    return request;
  },
};

/**
 * The typed client for the RACplan API. Paths, parameters and bodies are checked
 * against schema.d.ts, which `npm run gen:api` generates from openapi.json.
 */
export const api = createClient<paths>({
  // An absolute base keeps Request() happy outside the browser (tests); same origin either way.
  baseUrl: typeof window === 'undefined' ? '' : window.location.origin,
  credentials: 'same-origin',
  // Look fetch up on every call so tests can stub the network boundary.
  fetch: (request) => globalThis.fetch(request),
});
api.use(csrfMiddleware);

type FetchResult<T> = { data?: T; error?: unknown; response: Response };

/**
 * Returns the body of a successful answer or throws an ApiError built from the failure.
 * Network failures surface as the TypeError fetch throws; `errorMessage` words them.
 */
export function unwrap<T>(result: FetchResult<T>): T {
  const { data, error, response } = result;
  if (!response.ok || error !== undefined) {
    throw normaliseApiError(response.status, error);
  }
  return data as T;
}
