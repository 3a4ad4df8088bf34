import { vi } from 'vitest';

export type StubReply = { status?: number; body?: unknown; headers?: Record<string, string> };
type Handler = (request: Request) => StubReply | Promise<StubReply>;

export type RecordedRequest = { method: string; path: string; headers: Headers; body: unknown };

/**
 * Replaces fetch with a tiny router keyed by "METHOD /path/". It stands at the network
 * boundary, so the real API client, CSRF handling and error normaliser all run.
 */
export function stubFetch(routes: Record<string, Handler | StubReply | StubReply[]>) {
  const requests: RecordedRequest[] = [];
  const queues = new Map<string, StubReply[]>();

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), window.location.origin), init);
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname}`;
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
    requests.push({ method: request.method, path: url.pathname, headers: request.headers, body: text ? JSON.parse(text) : undefined });

    const route = routes[key];
    if (route === undefined) throw new Error(`Unexpected request in test: ${key}`);
    let reply: StubReply;
    if (Array.isArray(route)) {
      // A list is played in order; the last reply repeats.
      const queue = queues.get(key) ?? [...route];
      queues.set(key, queue);
      reply = (queue.length > 1 ? queue.shift() : queue[0]) ?? {};
    } else {
      reply = typeof route === 'function' ? await route(request) : route;
    }
    const status = reply.status ?? 200;
    const hasBody = reply.body !== undefined && status !== 204;
    return new Response(hasBody ? JSON.stringify(reply.body) : null, {
      status,
      headers: { ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...reply.headers },
    });
  });

  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests };
}
