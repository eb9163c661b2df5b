import { join } from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_CODES, IDP_LABELS, userSchema } from '@stat/contracts';
import { createTestBrowser, location, startSignIn, submitCredentials, type TestBrowser } from '../../test/test-browser.ts';
import { SEED_DIR } from '../../paths.ts';
import { signInTransactionId } from './sign-in-transactions-repository.ts';
import { loadDictionary } from '../start-up/load-dictionary.ts';
import { loadProviders } from '../providers/load-providers.ts';
import { seedTvSubscribers } from './seed-tv-subscribers.ts';
import { APP_HEADERS, TEST_PUBLIC_URL, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const PASSWORD = 'stat-demo';
const FAILED = `/handleLogin?error=${ERROR_CODES.signInFailed}`;

beforeAll(async () => {
  const dictionary = await loadDictionary(join(SEED_DIR, 'dictionary.json'), TEST_PUBLIC_URL);
  const providers = await loadProviders(join(SEED_DIR, 'providers.json'), TEST_PUBLIC_URL, dictionary);
  await seedTvSubscribers(t.database.db, join(SEED_DIR, 'tv-subscribers.json'), providers);
});
beforeEach(() => t.database.exec('DELETE FROM sign_in_failures'));

const getUser = (browser: TestBrowser) => browser.get('/api/user', APP_HEADERS);

/** A whole sign-in: picker link, provider page, credentials, callback. */
async function signIn(browser: TestBrowser, msoId: number, username: string, returnPage?: string) {
  const { next } = await startSignIn(browser, msoId, returnPage);
  expect(next.pathname).toMatch(/^\/idp\/interaction\//);
  const page = await browser.get(next.href);
  expect(page.statusCode).toBe(200);
  const { callback } = await submitCredentials(browser, next, username, PASSWORD);
  if (!callback) throw new Error('the credentials were refused');
  return callback;
}

describe('TV-provider sign-in round trip', () => {
  it('signs the subscriber in as that provider’s user and returns to the return page', async () => {
    const browser = createTestBrowser(t.app);
    const returnPage = `${TEST_PUBLIC_URL}/movies?sort=new`;
    const callback = await signIn(browser, 101, 'new.primary', returnPage);
    expect(callback.statusCode).toBe(303);
    expect(callback.headers.location).toBe(`/handleLogin?returnpage=${encodeURIComponent(returnPage)}`);
    expect(browser.cookie('stat_sid')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const user = userSchema.parse((await getUser(browser)).json());
    expect(user).toMatchObject({ msoId: 101, mso: 'NORTHWIND', accountType: 'primary', msoUserId: 'nw-0001', registered: false });
  });

  it('signs a sub account in with its account type, and the same subscriber again as the same user', async () => {
    const browser = createTestBrowser(t.app);
    await signIn(browser, 101, 'new.sub');
    const first = userSchema.parse((await getUser(browser)).json());
    expect(first.accountType).toBe('sub');
    const firstToken = browser.cookie('stat_sid')!;

    // Same browser, provider session still open: no form this time, a new app session.
    const { next } = await startSignIn(browser, 101);
    expect(next.pathname).toBe('/api/tve/callback');
    const callback = await browser.get(next.href);
    expect(callback.headers.location).toBe('/handleLogin');
    const secondToken = browser.cookie('stat_sid')!;
    expect(secondToken).not.toBe(firstToken);
    expect(userSchema.parse((await getUser(browser)).json()).tveUserId).toBe(first.tveUserId);

    // Rotation: the token from before the second sign-in opens nothing any more.
    const old = await t.app.inject({ method: 'GET', url: '/api/user', headers: { ...APP_HEADERS, cookie: `stat_sid=${firstToken}` } });
    expect(old.statusCode).toBe(401);
  });

  it('matches the username whatever its case', async () => {
    const browser = createTestBrowser(t.app);
    await signIn(browser, 102, 'VIEWER');
    const user = userSchema.parse((await getUser(browser)).json());
    expect(user).toMatchObject({ msoId: 102, userName: 'viewer', registered: true, isAuthorized: true });
  });

  it('answers 404 in the API shape for an unknown provider', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/tve/login/999' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe(ERROR_CODES.providerNotFound);
  });

  it('drops an off-site return page', async () => {
    const browser = createTestBrowser(t.app);
    const callback = await signIn(browser, 101, 'new.primary', 'https://evil.example/phish');
    expect(callback.headers.location).toBe('/handleLogin');
  });

  it('drops a return page on this host whose path is another host (//evil.example/)', async () => {
    const browser = createTestBrowser(t.app);
    const callback = await signIn(browser, 101, 'new.primary', `${TEST_PUBLIC_URL}//evil.example/`);
    expect(callback.headers.location).toBe('/handleLogin');
  });
});

describe('the provider’s sign-in page', () => {
  it('is the provider’s own, with labelled fields', async () => {
    const browser = createTestBrowser(t.app);
    const { next } = await startSignIn(browser, 103);
    const page = await browser.get(next.href);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain(`<title>${IDP_LABELS.signInTitle('Copperfield Cable')}</title>`);
    expect(page.body).toContain('data-mso="103"');
    expect(page.body).toContain('src="/api/media/providers/103.svg"');
    expect(page.body).toMatch(/<label for="username">Username<\/label>\s*<input id="username"[^>]*autocomplete="username"/);
    expect(page.body).toMatch(/<label for="password">Password<\/label>\s*<input id="password"[^>]*autocomplete="current-password"/);
    expect(page.body).not.toMatch(/<script|style=/);
    const css = await browser.get('/idp/assets/sign-in.css');
    expect(css.statusCode).toBe(200);
    expect(css.body).toContain('body[data-mso="103"]{--background:#2a1a10');
  });

  it('says the credentials are wrong, keeping the username, escaped', async () => {
    const browser = createTestBrowser(t.app);
    const { next } = await startSignIn(browser, 101);
    const { posted } = await submitCredentials(browser, next, '<b>new.primary</b>', 'nope');
    expect(posted.statusCode).toBe(401);
    expect(posted.body).toContain(IDP_LABELS.wrongCredentials);
    expect(posted.body).toContain('value="&lt;b&gt;new.primary&lt;/b&gt;"');
    expect(browser.cookie('stat_sid')).toBeUndefined();
  });

  it('refuses even the right password from an address after 5 wrong ones there for the account', async () => {
    const browser = createTestBrowser(t.app);
    const { next } = await startSignIn(browser, 101);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await submitCredentials(browser, next, 'new.primary', 'wrong')).posted.body).toContain(IDP_LABELS.wrongCredentials);
    }
    const refused = await submitCredentials(browser, next, 'new.primary', PASSWORD);
    expect(refused.posted.statusCode).toBe(429);
    expect(refused.posted.body).toContain(IDP_LABELS.tooManyAttempts);
    // Another account from the same address is not blocked by this one's count.
    const other = await submitCredentials(browser, next, 'new.sub', PASSWORD);
    expect(other.callback?.statusCode).toBe(303);
  });

  it('never locks the owner out: 5 wrong passwords from another address leave their own sign-in open', async () => {
    const attacker = createTestBrowser(t.app, { remoteAddress: '203.0.113.9' });
    const { next: attackerForm } = await startSignIn(attacker, 101);
    for (let attempt = 0; attempt < 5; attempt += 1) await submitCredentials(attacker, attackerForm, 'new.primary', 'wrong');
    expect((await submitCredentials(attacker, attackerForm, 'new.primary', PASSWORD)).posted.statusCode).toBe(429);

    const owner = createTestBrowser(t.app, { remoteAddress: '198.51.100.7' });
    const { next } = await startSignIn(owner, 101);
    const { posted, callback } = await submitCredentials(owner, next, 'new.primary', PASSWORD);
    expect(posted.statusCode).toBe(303);
    expect(callback?.statusCode).toBe(303);
    expect(owner.cookie('stat_sid')).toBeDefined();
  });

  it('clears the account’s count after a success', async () => {
    const browser = createTestBrowser(t.app);
    const { next } = await startSignIn(browser, 102);
    for (let attempt = 0; attempt < 4; attempt += 1) await submitCredentials(browser, next, 'viewer', 'wrong');
    await submitCredentials(browser, next, 'viewer', PASSWORD);
    const rows = await t.database.query("SELECT key FROM sign_in_failures WHERE key LIKE 'account:%'");
    expect(rows).toEqual([]);
  });

  it('refuses an address after 20 wrong passwords, whatever the account', async () => {
    const browser = createTestBrowser(t.app);
    const { next } = await startSignIn(browser, 104);
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await submitCredentials(browser, next, `guess${attempt}`, 'wrong');
    }
    const refused = await submitCredentials(browser, next, 'upsell.blueridge', PASSWORD);
    expect(refused.posted.body).toContain(IDP_LABELS.tooManyAttempts);
  });

  it('refuses a form posted from another origin', async () => {
    const browser = createTestBrowser(t.app);
    const { next } = await startSignIn(browser, 101);
    const posted = await browser.post(`${next.pathname}/login`, { username: 'new.primary', password: PASSWORD }, { origin: 'https://evil.example' });
    expect(posted.statusCode).toBe(403);
    const opaque = await browser.post(`${next.pathname}/login`, { username: 'new.primary', password: PASSWORD }, { origin: 'null', 'sec-fetch-site': 'cross-site' });
    expect(opaque.statusCode).toBe(403);
  });

  it('takes a same-origin form post whose Origin is null (what no-referrer makes browsers send)', async () => {
    const browser = createTestBrowser(t.app);
    const { next } = await startSignIn(browser, 101);
    const posted = await browser.post(`${next.pathname}/login`, { username: 'new.primary', password: PASSWORD }, { origin: 'null', 'sec-fetch-site': 'same-origin' });
    expect(posted.statusCode).toBe(303);
  });

  it('cancel ends the sign-in with access_denied: back to the app with the error, no session', async () => {
    const browser = createTestBrowser(t.app);
    const { next } = await startSignIn(browser, 101);
    const abort = await browser.get(`${next.pathname}/abort`);
    const resumed = await browser.get(location(abort).href);
    const callbackUrl = location(resumed);
    expect(callbackUrl.searchParams.get('error')).toBe('access_denied');
    const callback = await browser.get(callbackUrl.href);
    expect(callback.headers.location).toBe(FAILED);
    expect(browser.cookie('stat_sid')).toBeUndefined();
  });
});

describe('refused callbacks', () => {
  /** Signs in up to the provider's answer, tampers with the stored transaction, then calls back. */
  async function tamperedCallback(column: 'state' | 'nonce' | 'code_verifier') {
    const browser = createTestBrowser(t.app);
    const { next } = await startSignIn(browser, 101);
    const posted = await browser.post(`${next.pathname}/login`, { username: 'new.primary', password: PASSWORD });
    const resumed = await browser.get(location(posted).href);
    const id = signInTransactionId(browser.cookie('stat_tve_tx')!);
    // A verifier of the right form (43+ characters), but not the one the challenge was made from.
    await t.database.query(`UPDATE sign_in_transactions SET ${column} = $1 WHERE id = $2`, ['x'.repeat(43), id]);
    const callback = await browser.get(location(resumed).href);
    return { browser, callback };
  }

  it.each(['state', 'nonce', 'code_verifier'] as const)('refuses a %s mismatch', async (column) => {
    const { browser, callback } = await tamperedCallback(column);
    expect(callback.statusCode).toBe(303);
    expect(callback.headers.location).toBe(FAILED);
    expect(browser.cookie('stat_sid')).toBeUndefined();
  });

  it('refuses a replayed transaction cookie', async () => {
    const browser = createTestBrowser(t.app);
    const { next } = await startSignIn(browser, 101);
    const transaction = browser.cookie('stat_tve_tx')!;
    const posted = await browser.post(`${next.pathname}/login`, { username: 'new.primary', password: PASSWORD });
    const resumed = await browser.get(location(posted).href);
    const callbackUrl = location(resumed);
    expect((await browser.get(callbackUrl.href)).headers.location).toBe('/handleLogin');

    const replay = await t.app.inject({ method: 'GET', url: callbackUrl.pathname + callbackUrl.search, headers: { cookie: `stat_tve_tx=${transaction}` } });
    expect(replay.headers.location).toBe(FAILED);
    expect(replay.headers['set-cookie']).not.toEqual(expect.stringContaining('stat_sid='));
  });

  it('refuses a callback without a transaction', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/tve/callback?code=abc&state=def' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(FAILED);
  });
});

describe('GET /idp/logout/:msoId', () => {
  it('ends the provider session: the next sign-in asks for the password again', async () => {
    const browser = createTestBrowser(t.app);
    await signIn(browser, 107, 'away');
    const logout = await browser.get('/idp/logout/107', { origin: TEST_PUBLIC_URL, 'x-stat-contentversion': 'STAT', 'x-stat-displaytype': 'WEB' });
    expect(logout.statusCode).toBe(200);
    expect(logout.body).toContain(IDP_LABELS.signedOut('Redcliff Communications'));
    expect(logout.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(logout.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(logout.headers['access-control-allow-origin']).toBe(TEST_PUBLIC_URL);

    const { next } = await startSignIn(browser, 107);
    expect(next.pathname).toMatch(/^\/idp\/interaction\//);
  });

  it('answers the app’s CORS preflight', async () => {
    const browser = createTestBrowser(t.app);
    const preflight = await browser.options('/idp/logout/101', {
      origin: TEST_PUBLIC_URL,
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'x-stat-contentversion,x-stat-displaytype',
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(TEST_PUBLIC_URL);
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('X-STAT-contentVersion');
    const foreign = await browser.options('/idp/logout/101', { origin: 'https://evil.example', 'access-control-request-method': 'GET' });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});
