import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { TEST_PUBLIC_URL } from './test-app.ts';

interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

function pathMatches(cookiePath: string, requestPath: string): boolean {
  if (requestPath === cookiePath) return true;
  const prefix = cookiePath.endsWith('/') ? cookiePath : `${cookiePath}/`;
  return requestPath.startsWith(prefix);
}

/**
 * A browser for `app.inject` tests of the sign-in journey: a cookie jar that honours Path and
 * expiry (oidc-provider scopes its interaction cookies to one path), and absolute Location
 * headers resolved against the public URL; `remoteAddress` is the address it calls from.
 */
export function createTestBrowser(app: FastifyInstance, { remoteAddress }: { remoteAddress?: string } = {}) {
  const jar = new Map<string, StoredCookie>();

  function store(response: LightMyRequestResponse, requestPath: string) {
    const header = response.headers['set-cookie'];
    for (const line of header === undefined ? [] : Array.isArray(header) ? header : [header]) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      const attribute = (key: string) =>
        attributes.find((entry) => entry.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const path = attribute('path') ?? (requestPath.slice(0, requestPath.lastIndexOf('/')) || '/');
      const expires = attribute('expires');
      const removed =
        value === '' || attribute('max-age') === '0' || (expires !== undefined && new Date(expires).getTime() <= Date.now());
      const key = `${name}|${path}`;
      if (removed) jar.delete(key);
      else jar.set(key, { name, value, path });
    }
  }

  function cookieHeader(path: string): string {
    return [...jar.values()]
      .filter((cookie) => pathMatches(cookie.path, path))
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }

  async function request(method: 'GET' | 'POST' | 'OPTIONS', target: string, options: { form?: Record<string, string>; headers?: Record<string, string> } = {}) {
    const url = new URL(target, TEST_PUBLIC_URL);
    const cookies = cookieHeader(url.pathname);
    const response = await app.inject({
      method,
      url: url.pathname + url.search,
      headers: {
        host: url.host,
        ...(cookies ? { cookie: cookies } : {}),
        ...(options.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...options.headers,
      },
      ...(options.form ? { payload: new URLSearchParams(options.form).toString() } : {}),
      ...(remoteAddress ? { remoteAddress } : {}),
    });
    store(response, url.pathname);
    return response;
  }

  return {
    get: (target: string, headers?: Record<string, string>) => request('GET', target, headers ? { headers } : {}),
    post: (target: string, form: Record<string, string>, headers: Record<string, string> = { origin: TEST_PUBLIC_URL }) =>
      request('POST', target, { form, headers }),
    options: (target: string, headers: Record<string, string>) => request('OPTIONS', target, { headers }),
    cookie: (name: string) => [...jar.values()].find((cookie) => cookie.name === name)?.value,
    setCookie: (name: string, value: string, path = '/') => jar.set(`${name}|${path}`, { name, value, path }),
    jar,
  };
}
export type TestBrowser = ReturnType<typeof createTestBrowser>;

/** The Location header of a redirect, as an absolute URL. */
export function location(response: LightMyRequestResponse): URL {
  const value = response.headers.location;
  if (typeof value !== 'string') throw new Error(`expected a redirect, got ${response.statusCode}: ${response.body.slice(0, 300)}`);
  return new URL(value, TEST_PUBLIC_URL);
}

/**
 * Walks the journey from the picker's authURL to the sign-in form: answers the form's address
 * (or the redirect that skipped it when the browser already has a provider session).
 */
export async function startSignIn(browser: TestBrowser, msoId: number, returnPage?: string) {
  const query = returnPage ? `?returnpage=${encodeURIComponent(returnPage)}` : '';
  const login = await browser.get(`/api/tve/login/${msoId}${query}`);
  if (login.statusCode !== 302) throw new Error(`login answered ${login.statusCode}: ${login.body}`);
  const authorize = await browser.get(location(login).href);
  return { login, authorize, next: location(authorize) };
}

/** Submits the form and follows the redirects back to the app's callback; answers the callback's answer. */
export async function submitCredentials(browser: TestBrowser, interactionUrl: URL, username: string, password: string) {
  const posted = await browser.post(`${interactionUrl.pathname}/login`, { username, password });
  if (posted.statusCode !== 303) return { posted, callback: null };
  const resumed = await browser.get(location(posted).href);
  const callback = await browser.get(location(resumed).href);
  return { posted, resumed, callback };
}

/**
 * From the front door's Sign In (ott) to the account provider's form: the form's address, or,
 * when the browser still has a session there, the app's callback it was sent straight to.
 */
export async function openAccountForm(browser: TestBrowser, returnPage?: string): Promise<URL> {
  const query = returnPage ? `?returnpage=${encodeURIComponent(returnPage)}` : '';
  const login = await browser.get(`/api/account/login${query}`);
  if (login.statusCode !== 302) throw new Error(`account login answered ${login.statusCode}: ${login.body}`);
  const authorize = await browser.get(location(login).href);
  return location(authorize);
}

/** Posts the account provider's form. */
export const submitAccountCredentials = (browser: TestBrowser, form: URL, email: string, password: string) =>
  browser.post(`${form.pathname}/login`, { email, password });

/** A whole direct-account sign-in at the provider and back: the browser holds both sessions after. */
export async function signInAccount(browser: TestBrowser, email: string, password: string): Promise<void> {
  const posted = await submitAccountCredentials(browser, await openAccountForm(browser), email, password);
  const resumed = await browser.get(location(posted).href);
  const callback = await browser.get(location(resumed).href);
  if (!String(callback.headers.location).startsWith('/handleLogin')) throw new Error(`sign-in did not finish: ${callback.statusCode}`);
}
