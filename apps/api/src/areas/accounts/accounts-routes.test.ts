import { describe, expect, it } from 'vitest';
import { accountProfileSchema, API_MESSAGES, ERROR_CODES, userExistsAnswerSchema, userSchema } from '@stat/contracts';
import { verifyPassword } from '../sign-in/idp/password-hash.ts';
import { ACCOUNT_PASSWORD, createdAccount, newAccount, postAccount, useAccountsApp } from '../../test/direct-accounts.ts';
import { expectError } from '../../test/expect-error.ts';
import { signedInViewer } from '../../test/signed-in-viewer.ts';
import { APP_HEADERS, insertSession } from '../../test/test-app.ts';
import { ACCOUNT_CREATIONS_PER_ADDRESS, EXISTENCE_ANSWERS_PER_ADDRESS } from './accounts-routes.ts';

const { t, clock } = useAccountsApp();

const exists = (email: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'GET', url: `/api/user/exist/${encodeURIComponent(email)}`, headers: APP_HEADERS, remoteAddress });

/** `birthDate` `years` back from the test clock's day, minus `days`. */
function bornYearsAgo(years: number, days = 0): string {
  const day = clock.now();
  day.setFullYear(day.getFullYear() - years);
  day.setDate(day.getDate() - days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

describe('GET /api/user/exist/{email}', () => {
  it('tells whether an account has the e-mail, whatever its case, and is never cached', async () => {
    await createdAccount(t.app, 'ann@example.com');
    for (const [email, expected] of [['ann@example.com', true], ['Ann@Example.COM', true], ['bob@example.com', false]] as const) {
      const response = await exists(email);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(userExistsAnswerSchema.parse(response.json())).toEqual({ exists: expected });
    }
  });

  it('answers 400 to a malformed e-mail and 403 to a TV', async () => {
    expectError(await exists('not-an-email'), 400, ERROR_CODES.requestInvalid);
    const tv = await t.app.inject({ method: 'GET', url: '/api/user/exist/ann%40example.com', headers: { authorization: 'Bearer x' } });
    expectError(tv, 403, ERROR_CODES.requestForbidden);
  });

  it(`answers ${EXISTENCE_ANSWERS_PER_ADDRESS.max} times per address in 15 minutes, then 429`, async () => {
    for (let call = 0; call < EXISTENCE_ANSWERS_PER_ADDRESS.max; call++) expect((await exists(`x${call}@example.com`, '10.0.0.1')).statusCode).toBe(200);
    expectError(await exists('y@example.com', '10.0.0.1'), 429, ERROR_CODES.accountTooManyAttempts, API_MESSAGES.accountTooManyAttempts);
    expect((await exists('y@example.com', '10.0.0.2')).statusCode).toBe(200);
    clock.tick(EXISTENCE_ANSWERS_PER_ADDRESS.windowMs);
    expect((await exists('y@example.com', '10.0.0.1')).statusCode).toBe(200);
  });
});

describe('POST /api/ott/user', () => {
  it('creates a registered, not yet authorized account and signs it in with a new session', async () => {
    const visitor = await insertSession(t.database, null);
    const response = await postAccount(t.app, newAccount(' Ann@Example.com ', { newsletterSubscribed: true }), { ...APP_HEADERS, cookie: `stat_sid=${visitor}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const user = userSchema.parse(response.json());
    expect(user).toMatchObject({
      registered: true,
      isAuthorized: false,
      accountType: 'primary',
      legal: true,
      emailAddress: 'ann@example.com',
      firstName: 'Ann',
      lastName: 'Lee',
      zipcode: '10001',
      newsletterSubscribed: true,
      mso: null,
      msoId: null,
    });

    const token = response.cookies.find((cookie) => cookie.name === 'stat_sid')!.value;
    expect(token).not.toBe(visitor);
    const signedIn = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: `stat_sid=${token}` } });
    expect(userSchema.parse(signedIn.json()).tveUserId).toBe(user.tveUserId);
    expect(await t.database.query('SELECT 1 FROM sessions WHERE tve_user_id IS NULL')).toEqual([]);

    // Only the hash is stored.
    const [row] = await t.database.query<{ email: string; password_hash: string; birth_date: unknown }>(
      'SELECT email, password_hash, birth_date::text FROM accounts WHERE tve_user_id = $1',
      [user.tveUserId],
    );
    expect(row).toMatchObject({ email: 'ann@example.com', birth_date: '1990-05-17' });
    expect(row!.password_hash).not.toContain(ACCOUNT_PASSWORD);
    expect(await verifyPassword(ACCOUNT_PASSWORD, row!.password_hash)).toBe(true);
  });

  it.each([
    ['too short', 'abc123'],
    ['without a digit', 'correct-horse'],
    ['with the e-mail in it', 'annabel-2024'],
  ])('refuses a password %s: 400 error.user.passwordRejected', async (_case, password) => {
    const response = await postAccount(t.app, newAccount('annabel@example.com', { password }));
    expectError(response, 400, ERROR_CODES.passwordRejected, API_MESSAGES.passwordRejected);
    expect(await t.database.query('SELECT 1 FROM accounts')).toEqual([]);
  });

  it('refuses anyone under 18 on the clock\'s day: 400 error.user.underage; 18 today is enough', async () => {
    expectError(await postAccount(t.app, newAccount('kid@example.com', { birthDate: bornYearsAgo(18, -1) })), 400, ERROR_CODES.underage, API_MESSAGES.underage);
    expect((await postAccount(t.app, newAccount('adult@example.com', { birthDate: bornYearsAgo(18) }))).statusCode).toBe(200);
  });

  it('answers 409 error.user.exists to a taken e-mail, however it is written, and makes nothing', async () => {
    await createdAccount(t.app, 'ann@example.com');
    expectError(await postAccount(t.app, newAccount('ANN@example.com')), 409, ERROR_CODES.userExists, API_MESSAGES.userExists);
    expect(await t.database.query('SELECT 1 FROM users')).toHaveLength(1);
  });

  it('counts a taken e-mail against the existence answers of the address', async () => {
    await createdAccount(t.app, 'ann@example.com');
    for (let call = 1; call < EXISTENCE_ANSWERS_PER_ADDRESS.max; call++) await exists(`x${call}@example.com`, '10.0.0.1');
    expectError(await postAccount(t.app, newAccount('ann@example.com'), APP_HEADERS, '10.0.0.1'), 409, ERROR_CODES.userExists);
    expectError(await postAccount(t.app, newAccount('bob@example.com'), APP_HEADERS, '10.0.0.1'), 429, ERROR_CODES.accountTooManyAttempts);
    expect((await postAccount(t.app, newAccount('bob@example.com'), APP_HEADERS, '10.0.0.2')).statusCode).toBe(200);
  });

  it(`makes ${ACCOUNT_CREATIONS_PER_ADDRESS.max} accounts an hour per address, even all at once, then 429 error.user.tooManyAccounts`, async () => {
    const { max, windowMs } = ACCOUNT_CREATIONS_PER_ADDRESS;
    const burst = await Promise.all(
      Array.from({ length: max + 3 }, (_, n) => postAccount(t.app, newAccount(`n${n}@example.com`), APP_HEADERS, '10.0.0.1')),
    );
    expect(burst.filter((response) => response.statusCode === 200)).toHaveLength(max);
    for (const refused of burst.filter((response) => response.statusCode !== 200)) {
      expectError(refused, 429, ERROR_CODES.accountCreationLimited, API_MESSAGES.accountCreationLimited);
    }
    expect(await t.database.query('SELECT 1 FROM accounts')).toHaveLength(max);
    // Another address still makes one; this one again after the hour.
    expect((await postAccount(t.app, newAccount('other@example.com'), APP_HEADERS, '10.0.0.2')).statusCode).toBe(200);
    expectError(await postAccount(t.app, newAccount('later@example.com'), APP_HEADERS, '10.0.0.1'), 429, ERROR_CODES.accountCreationLimited);
    clock.tick(windowMs);
    expect((await postAccount(t.app, newAccount('later@example.com'), APP_HEADERS, '10.0.0.1')).statusCode).toBe(200);
  });

  it.each([
    ['a malformed e-mail', { email: 'ann at example.com' }],
    ['a day that does not exist', { birthDate: '1990-02-30' }],
    ['a malformed zip code', { zipcode: 'ABCDE' }],
    ['a blank name', { firstName: '  ' }],
  ])('answers 400 error.request.invalid to %s', async (_case, fields) => {
    expectError(await postAccount(t.app, newAccount('ann@example.com', fields)), 400, ERROR_CODES.requestInvalid);
  });

  it('answers 400 to a body with a field missing', async () => {
    const { newsletterSubscribed: _missing, ...partial } = newAccount('ann@example.com');
    expectError(await postAccount(t.app, partial), 400, ERROR_CODES.requestInvalid);
  });

  it('is guarded against CSRF', async () => {
    const { 'x-stat-appversion': _dropped, ...withoutAppHeader } = APP_HEADERS;
    expectError(await postAccount(t.app, newAccount('ann@example.com'), withoutAppHeader), 403, ERROR_CODES.requestForbidden);
    expectError(await postAccount(t.app, newAccount('ann@example.com'), { ...APP_HEADERS, 'sec-fetch-site': 'cross-site' }), 403, ERROR_CODES.requestForbidden);
    expect(await t.database.query('SELECT 1 FROM accounts')).toEqual([]);
  });
});

describe('GET /api/cbs/okta/user/profile', () => {
  const profile = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/cbs/okta/user/profile', headers });

  it("answers the session user's own account", async () => {
    const { headers } = await createdAccount(t.app, 'ann@example.com');
    await createdAccount(t.app, 'bob@example.com');
    const response = await profile(headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const answer = accountProfileSchema.parse(response.json());
    expect(answer).toMatchObject({ email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee', zipcode: '10001', birthDate: '1990-05-17', newsletterSubscribed: false });
    expect(Date.parse(answer.passwordChangedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('answers 401 signed out and 404 error.notfound to a viewer without a direct account', async () => {
    expectError(await profile(APP_HEADERS), 401, ERROR_CODES.sessionLoggedOut);
    expectError(await profile(await signedInViewer(t.database, 'tv-viewer')), 404, ERROR_CODES.notFound);
  });
});

describe('the OpenAPI document', () => {
  it('lists the direct-account routes', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    for (const path of ['/api/user/exist/{email}', '/api/ott/user', '/api/cbs/okta/user/profile', '/api/user/authentication', '/api/user/resetpassword', '/api/cbs/okta/password']) {
      expect(Object.keys(document.paths)).toContain(path);
    }
    expect(Object.keys(document.paths['/api/user/resetpassword'])).toEqual(expect.arrayContaining(['post', 'put']));
  });
});
