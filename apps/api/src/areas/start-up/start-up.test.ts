import { beforeEach, describe, expect, it } from 'vitest';
import {
  API_MESSAGES,
  APP_VERSION,
  dictionarySchema,
  ERROR_CODES,
  nowSchema,
  userSchema,
} from '@stat/contracts';
import { APP_HEADERS, buildTestApp, insertSession, insertUser, useTestApp } from '../../test/test-app.ts';
import { clearTables } from '../../test/test-database.ts';

const t = useTestApp();
beforeEach(() => clearTables(t.database));

const cookieHeader = (token: string) => ({ cookie: `stat_sid=${token}` });

describe('GET /api/health', () => {
  it('answers ok once the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers HEAD without a body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });
});

describe('GET /api/now', () => {
  it('gives the server time, the variant and the app version', async () => {
    const before = Date.now();
    const response = await t.app.inject({ method: 'GET', url: '/api/now' });
    const now = nowSchema.parse(response.json());
    expect(now.variant).toBe('stat');
    expect(now.appVersion).toBe(APP_VERSION);
    expect(now.serverTime).toBeGreaterThanOrEqual(before);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('tells the ott variant when it serves ott', async () => {
    const ott = await buildTestApp(t.database, { config: { variant: 'ott', webDistDir: '/nonexistent', rateLimitMax: 100 } });
    expect((await ott.inject({ method: 'GET', url: '/api/now' })).json()).toMatchObject({ variant: 'ott' });
    await ott.close();
  });
});

describe('GET /api/user', () => {
  const loggedOut = { error: { code: ERROR_CODES.sessionLoggedOut, body: API_MESSAGES.sessionLoggedOut } };

  it('answers 401 error.session.loggedOut without a cookie', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(loggedOut);
  });

  it('treats a malformed, unknown or expired cookie as signed out and clears it', async () => {
    await insertUser(t.database, 'u-expired', { registered: true });
    const expired = await insertSession(t.database, 'u-expired', new Date(Date.now() - 1000));
    for (const token of ['not-a-token', 'A'.repeat(43), expired, '%%%;', '']) {
      const response = await t.app.inject({ method: 'GET', url: '/api/user', headers: cookieHeader(token) });
      expect(response.statusCode, token).toBe(401);
      expect(response.json()).toEqual(loggedOut);
      if (token) expect(String(response.headers['set-cookie'])).toMatch(/^stat_sid=;.*Expires=Thu, 01 Jan 1970/);
    }
  });

  it("answers 401 for a signed-out visitor's session (no user)", async () => {
    const token = await insertSession(t.database, null);
    const response = await t.app.inject({ method: 'GET', url: '/api/user', headers: cookieHeader(token) });
    expect(response.statusCode).toBe(401);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('gives a signed-in but unauthorized user with isAuthorized false', async () => {
    await insertUser(t.database, 'u-new', { registered: false, accountType: 'sub' });
    const token = await insertSession(t.database, 'u-new');
    const response = await t.app.inject({ method: 'GET', url: '/api/user', headers: cookieHeader(token) });
    expect(response.statusCode).toBe(200);
    const user = userSchema.parse(response.json());
    expect(user).toMatchObject({ tveUserId: 'u-new', registered: false, isAuthorized: false, accountType: 'sub' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('gives an authorized user with every field of the contract', async () => {
    await insertUser(t.database, 'u-full', {
      registered: true,
      sql: {
        user_name: 'streamer1',
        email_address: 'viewer@stat.example',
        first_name: 'Ada',
        last_name: 'Lane',
        gender: 'Female',
        zipcode: '10001',
        legal: true,
        mso: 'NORTHWIND',
        mso_id: 101,
        mso_user_id: 'nw-77',
        current_product_id: 'STAT_MONTHLY',
        newsletter_subscribed: true,
        autoplay: false,
        optional_attributes: JSON.stringify({ HTML_INFO_BOX: '<p>New terms</p>', WEB_AUTO_PLAY: 'false', other: 1 }),
        bi: JSON.stringify({ trialStatus: 'ACTIVE', subscriptionStatus: 'ACTIVE', originalSignupPlatform: 'WEB', currentBillingType: 'BACON' }),
        created_at: '2024-05-01T12:00:00Z',
      },
    });
    const token = await insertSession(t.database, 'u-full');
    const response = await t.app.inject({ method: 'GET', url: '/api/user', headers: cookieHeader(token) });
    expect(response.statusCode).toBe(200);
    expect(userSchema.parse(response.json())).toEqual({
      tveUserId: 'u-full',
      isAuthorized: true,
      registered: true,
      accountType: 'primary',
      userName: 'streamer1',
      emailAddress: 'viewer@stat.example',
      firstName: 'Ada',
      lastName: 'Lane',
      gender: 'Female',
      zipcode: '10001',
      legal: true,
      mso: 'NORTHWIND',
      msoId: 101,
      msoUserId: 'nw-77',
      currentProductId: 'STAT_MONTHLY',
      newsletterSubscribed: true,
      autoplay: false,
      optionalAttributes: { HTML_INFO_BOX: '<p>New terms</p>', WEB_AUTO_PLAY: 'false' },
      bi: { trialStatus: 'ACTIVE', subscriptionStatus: 'ACTIVE', originalSignupPlatform: 'WEB', currentBillingType: 'BACON' },
      created: Date.parse('2024-05-01T12:00:00Z'),
      createdOn: Date.parse('2024-05-01T12:00:00Z'),
    });
  });

  it('extends a session used after a day (sliding expiry) and resends the cookie', async () => {
    await insertUser(t.database, 'u-slide', { registered: true });
    const token = await insertSession(t.database, 'u-slide', new Date(Date.now() + 10 * 24 * 3600 * 1000));
    const response = await t.app.inject({ method: 'GET', url: '/api/user', headers: cookieHeader(token) });
    expect(response.statusCode).toBe(200);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toContain(`stat_sid=${token}`);
    expect(cookie).toMatch(/Max-Age=2592000/);
    const [row] = await t.database.query<{ expires_at: Date }>('SELECT expires_at FROM sessions');
    expect(new Date(row!.expires_at).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
  });
});

describe('GET /api/dictionary', () => {
  it('gives the seed dictionary with cache headers and an ETag that answers 304', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/dictionary' });
    expect(response.statusCode).toBe(200);
    const dictionary = dictionarySchema.parse(response.json());
    expect(dictionary.msos[0]?.authURL).toBe('http://localhost:8080/api/tve/login/101');
    expect(response.headers['cache-control']).toMatch(/^public, max-age=300/);
    const etag = String(response.headers.etag);
    const again = await t.app.inject({ method: 'GET', url: '/api/dictionary', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await t.app.inject({ method: 'GET', url: '/api/dictionary', headers: { 'if-none-match': '"old"' } });
    expect(stale.statusCode).toBe(200);
  });
});

describe('GET /api/device/unpair (logout)', () => {
  it('deletes the session, clears the cookie and answers {}', async () => {
    await insertUser(t.database, 'u-out', { registered: true });
    const token = await insertSession(t.database, 'u-out');
    const response = await t.app.inject({ method: 'GET', url: '/api/device/unpair', headers: { ...APP_HEADERS, ...cookieHeader(token) } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    expect(String(response.headers['set-cookie'])).toMatch(/^stat_sid=;/);
    expect(await t.database.query('SELECT id FROM sessions')).toEqual([]);
    const after = await t.app.inject({ method: 'GET', url: '/api/user', headers: cookieHeader(token) });
    expect(after.statusCode).toBe(401);
  });

  it('answers {} when already signed out', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/device/unpair', headers: APP_HEADERS });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
  });

  it('is refused from another site (it changes state)', async () => {
    await insertUser(t.database, 'u-stay', { registered: true });
    const token = await insertSession(t.database, 'u-stay');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/device/unpair',
      headers: { ...APP_HEADERS, 'sec-fetch-site': 'cross-site', ...cookieHeader(token) },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe(ERROR_CODES.requestForbidden);
    expect(await t.database.query('SELECT id FROM sessions')).toHaveLength(1);
  });
});

describe('GET /api/docs', () => {
  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    for (const path of ['/api/health', '/api/now', '/api/user', '/api/dictionary', '/api/device/unpair', '/ofrep/v1/evaluate/flags', '/ofrep/v1/evaluate/flags/{key}']) {
      expect(Object.keys(document.paths)).toContain(path);
    }
    expect(document.paths['/api/user'].get.responses['401']).toBeDefined();
    expect(document.paths['/api/user'].get.tags).toEqual(['start-up']);
    for (const path of ['/api/device/code', '/api/device/token', '/api/device/activate/{code}', '/api/devices', '/api/device/deauthorize/{id}']) {
      expect(Object.keys(document.paths)).toContain(path);
    }
    expect(Object.keys(document.paths['/api/device/token'].post.requestBody.content)).toEqual(['application/x-www-form-urlencoded']);
  });
});
