import { beforeEach, describe, expect, it } from 'vitest';
import { ERROR_CODES, MESSAGES, userSchema } from '@stat/contracts';
import { hashSessionToken } from '../../plugins/sessions-repository.ts';
import { APP_HEADERS, insertSession, insertUser, useTestApp } from '../../test/test-app.ts';
import { clearTables } from '../../test/test-database.ts';
import { dobYearsAgo } from '../../test/date-of-birth.ts';
import { expectError } from '../../test/expect-error.ts';

const t = useTestApp();
beforeEach(() => clearTables(t.database));

const cookie = (token: string) => ({ cookie: `stat_sid=${token}` });

/** A signed-in user of NORTHWIND (101, the standard form) who has not completed the profile. */
async function signIn(tveUserId: string, accountType: 'primary' | 'sub' = 'primary', sql: Record<string, unknown> = {}) {
  await insertUser(t.database, tveUserId, { accountType, sql: { mso: 'NORTHWIND', mso_id: 101, mso_user_id: `nw-${tveUserId}`, ...sql } });
  return { ...APP_HEADERS, ...cookie(await insertSession(t.database, tveUserId)) };
}

const PRIMARY_FORM = {
  userName: 'streamer1',
  emailAddress: 'ada@stat.example',
  confirmEmail: 'ada@stat.example',
  firstName: 'Ada',
  lastName: 'Lane',
  zipcode: '10001',
  gender: 'Female',
  ihaveread: true,
  newsletterSubscribed: true,
} as const;

const register = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/user', headers, payload: payload as Record<string, unknown> });

describe('GET /api/user/loginresult', () => {
  it('gives the signed-in user, like GET /api/user, never cached', async () => {
    const headers = await signIn('u-login');
    const response = await t.app.inject({ url: '/api/user/loginresult', headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const user = userSchema.parse(response.json());
    expect(user).toMatchObject({ tveUserId: 'u-login', registered: false, isAuthorized: false, msoId: 101 });
    expect(response.json()).toEqual((await t.app.inject({ url: '/api/user', headers })).json());
  });

  it('refuses a missing, stolen (random), expired or rotated-out session with 401', async () => {
    await insertUser(t.database, 'u-gone');
    const expired = await insertSession(t.database, 'u-gone', new Date(Date.now() - 1000));
    const rotated = await insertSession(t.database, 'u-gone');
    await t.app.sessionsRepository.rotate(hashSessionToken(rotated), 'u-gone');
    for (const headers of [{}, cookie('A'.repeat(43)), cookie(expired), cookie(rotated)]) {
      const response = await t.app.inject({ url: '/api/user/loginresult', headers });
      expectError(response, 401, ERROR_CODES.sessionLoggedOut);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('POST /api/user (Complete Your Profile)', () => {
  it('registers a primary account: the fields stored, legal as the account holder', async () => {
    const headers = await signIn('u-primary');
    const response = await register(headers, { ...PRIMARY_FORM, userName: '  streamer1 ' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(userSchema.parse(response.json())).toMatchObject({
      tveUserId: 'u-primary',
      registered: true,
      isAuthorized: true,
      legal: true,
      userName: 'streamer1',
      emailAddress: 'ada@stat.example',
      firstName: 'Ada',
      lastName: 'Lane',
      zipcode: '10001',
      gender: 'Female',
      newsletterSubscribed: true,
    });
    // The user as every later call sees it (the cache dropped on write).
    expect((await t.app.inject({ url: '/api/user', headers })).json()).toMatchObject({ registered: true, userName: 'streamer1' });
  });

  it('answers 409 error.userprofile.registered to a second registration, changing nothing', async () => {
    const headers = await signIn('u-twice');
    expect((await register(headers, PRIMARY_FORM)).statusCode).toBe(200);
    const again = await register(headers, { ...PRIMARY_FORM, userName: 'another1' });
    expectError(again, 409, ERROR_CODES.userAlreadyRegistered);
    const [row] = await t.database.query<{ user_name: string }>("SELECT user_name FROM users WHERE tve_user_id = 'u-twice'");
    expect(row?.user_name).toBe('streamer1');
  });

  it('answers 409 error.userprofile.usernametaken for a name taken in any case, with the message for the field', async () => {
    await insertUser(t.database, 'u-owner', { registered: true, sql: { user_name: 'Streamer1' } });
    const headers = await signIn('u-late');
    const error = expectError(await register(headers, PRIMARY_FORM), 409, ERROR_CODES.userNameTaken);
    expect(error.body).toBe(MESSAGES.userNameTaken);
    const [row] = await t.database.query<{ registered: boolean }>("SELECT registered FROM users WHERE tve_user_id = 'u-late'");
    expect(row?.registered).toBe(false);
  });

  it('strips the personal fields of a sub account whose date of birth shows under age', async () => {
    const headers = await signIn('u-minor', 'sub');
    const response = await register(headers, { ...PRIMARY_FORM, userName: 'younger1', dob: dobYearsAgo(15) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      registered: true,
      legal: false,
      userName: 'younger1',
      emailAddress: null,
      firstName: null,
      lastName: null,
      zipcode: null,
      gender: null,
      newsletterSubscribed: false,
    });
  });

  it('keeps the personal fields of a sub account of legal age, and never stores the date of birth', async () => {
    const headers = await signIn('u-adult', 'sub');
    const dob = dobYearsAgo(18);
    const response = await register(headers, { ...PRIMARY_FORM, userName: 'grownup1', dob });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ legal: true, emailAddress: 'ada@stat.example', firstName: 'Ada' });
    expect(response.body).not.toContain(dob);
    const [row] = await t.database.query("SELECT * FROM users WHERE tve_user_id = 'u-adult'");
    expect(JSON.stringify(row)).not.toContain(dob);
  });

  it('asks a sub account that entered personal data for the date of birth', async () => {
    const headers = await signIn('u-nodob', 'sub');
    const error = expectError(await register(headers, { ...PRIMARY_FORM, userName: 'nodob123' }), 400, ERROR_CODES.userProfileInvalid);
    expect(error.body).toBe(MESSAGES.requiredField('Date of Birth'));
  });

  it('lets a sub account without personal data register without a date of birth (legal stays unproven)', async () => {
    const headers = await signIn('u-plain', 'sub');
    const response = await register(headers, { userName: 'plainsub', ihaveread: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ registered: true, legal: false, emailAddress: null });
  });

  it("gives the first broken rule's message: the unchecked required checkbox's own errorMessage", async () => {
    const headers = await signIn('u-box');
    const error = expectError(await register(headers, { ...PRIMARY_FORM, ihaveread: false }), 400, ERROR_CODES.userProfileInvalid);
    expect(error.body).toBe('Please agree to the Terms of Use and Privacy Policy to continue.');
    const name = expectError(await register(headers, { ...PRIMARY_FORM, userName: 'ab cd' }), 400, ERROR_CODES.userProfileInvalid);
    expect(name.body).toMatch(/^User names have at least 5 characters/);
    const mismatch = expectError(await register(headers, { ...PRIMARY_FORM, confirmEmail: 'eve@stat.example' }), 400, ERROR_CODES.userProfileInvalid);
    expect(mismatch.body).toBe(MESSAGES.registrationEmailMismatch);
  });

  it('answers 400 in the error shape to malformed bodies: extra keys, wrong types, bad JSON, a masked dob', async () => {
    const headers = await signIn('u-bad');
    for (const payload of [
      { ...PRIMARY_FORM, tveUserId: 'u-other' },
      { ...PRIMARY_FORM, ihaveread: 'yes' },
      { ...PRIMARY_FORM, gender: 'Gender' },
      { ...PRIMARY_FORM, dob: '01/02/2000' },
      { ...PRIMARY_FORM, userName: 'x'.repeat(101) },
      [PRIMARY_FORM],
    ]) {
      expectError(await register(headers, payload), 400, ERROR_CODES.requestInvalid);
    }
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"userName":',
    });
    expectError(badJson, 400, ERROR_CODES.requestInvalid);
    const [row] = await t.database.query<{ registered: boolean }>("SELECT registered FROM users WHERE tve_user_id = 'u-bad'");
    expect(row?.registered).toBe(false);
  });

  it('only ever changes the signed-in user: nothing in the request can name another', async () => {
    await signIn('u-victim');
    const headers = await signIn('u-actor');
    expectError(await register(headers, { ...PRIMARY_FORM, tveUserId: 'u-victim' }), 400, ERROR_CODES.requestInvalid);
    expect((await register(headers, PRIMARY_FORM)).json()).toMatchObject({ tveUserId: 'u-actor' });
    const [victim] = await t.database.query<{ registered: boolean; user_name: string | null }>(
      "SELECT registered, user_name FROM users WHERE tve_user_id = 'u-victim'",
    );
    expect(victim).toEqual({ registered: false, user_name: null });
  });

  it('refuses a signed-out visitor (401), a stale session (401) and another site (403)', async () => {
    expectError(await register(APP_HEADERS, PRIMARY_FORM), 401, ERROR_CODES.sessionLoggedOut);
    await insertUser(t.database, 'u-old');
    const expired = await insertSession(t.database, 'u-old', new Date(Date.now() - 1000));
    expectError(await register({ ...APP_HEADERS, ...cookie(expired) }, PRIMARY_FORM), 401, ERROR_CODES.sessionLoggedOut);
    expectError(await register({ ...APP_HEADERS, ...cookie('B'.repeat(43)) }, PRIMARY_FORM), 401, ERROR_CODES.sessionLoggedOut);
    const headers = await signIn('u-csrf');
    expectError(await register({ ...headers, 'sec-fetch-site': 'cross-site' }, PRIMARY_FORM), 403, ERROR_CODES.requestForbidden);
  });

  it('answers 409 error.mso.notfound for a user whose provider is unknown', async () => {
    const headers = await signIn('u-nomso', 'primary', { mso_id: 999 });
    expectError(await register(headers, PRIMARY_FORM), 409, ERROR_CODES.providerNotFound);
  });

  it("keeps only the provider's own fields (the short form has no names)", async () => {
    const headers = await signIn('u-short', 'primary', { mso_id: 109 });
    const response = await register(headers, PRIMARY_FORM);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ emailAddress: 'ada@stat.example', firstName: null, lastName: null, zipcode: null, gender: null });
  });
});
