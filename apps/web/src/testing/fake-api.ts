import { vi } from 'vitest';

/*
 * Test-only, never imported by the app: a fake fetch that answers by method and path at the
 * network edge, with the API's answers and refusals as it sends them.
 */

/** A JSON answer as the API sends it. */
export function answer(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** The API's error shape. */
export function refusal(status: number, code: string, body: string, title?: string): Response {
  return answer({ error: { code, body, ...(title ? { title } : {}) } }, status);
}

export interface ApiRequest {
  url: URL;
  body: unknown;
  headers: Record<string, string>;
}

/** What the fake network answers, by 'METHOD /api/path' (the path as requested, query left out). */
export type ApiRoutes = Record<string, (request: ApiRequest) => Response | Promise<Response>>;

/**
 * Stubs fetch: each request is answered by its route, or refused 404 so a test sees what it did
 * not expect. Takes what the app's wrapper sends (an address and init) and what the flag client
 * sends (a Request).
 */
export function stubApi(routes: ApiRoutes) {
  const fetchMock = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const request = input instanceof Request ? input : null;
    const method = request?.method ?? init.method ?? 'GET';
    const url = new URL(request?.url ?? String(input), 'http://localhost');
    const text = request ? await request.text() : init.body;
    const route = routes[`${method} ${decodeURIComponent(url.pathname)}`];
    if (!route) return refusal(404, 'error.notfound', `No route for ${method} ${url.pathname}`);
    const body = typeof text === 'string' && text ? (JSON.parse(text) as unknown) : undefined;
    return route({ url, body, headers: (init.headers ?? {}) as Record<string, string> });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The bodies the fake network received for one route. */
export function bodiesOf(fetchMock: ReturnType<typeof stubApi>, method: string, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => (typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined));
}
