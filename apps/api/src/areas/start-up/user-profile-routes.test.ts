import { beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_LABELS, API_MESSAGES, ERROR_CODES, MESSAGES, userSchema } from '@stat/contracts';
import { APP_HEADERS, insertSession, insertUser, useTestApp } from '../../test/test-app.ts';
import { clearTables } from '../../test/test-database.ts';
import { dobYearsAgo } from '../../test/date-of-birth.ts';
import { expectError } from '../../test/expect-error.ts';

const t = useTestApp();
beforeEach(() => clearTables(t.database));

const cookie = (token: string) => ({ cookie: `stat_sid=${token}` });

const REGISTERED = {
  user_name: 'original1',
  email_address: 'kept@stat.example',
  first_name: 'Old',
  last_name: 'Name',
  zipcode: '90210',
  newsletter_subscribed: false,
};

/** A registered user of NORTHWIND (101, the standard form), signed in. */
async function signIn(tveUserId: string, accountType: 'primary' | 'sub' = 'primary', sql: Record<string, unknown> = {}) {
  await insertUser(t.database, tveUserId, {
    registered: true,
    accountType,
    sql: { mso: 'NORTHWIND', mso_id: 101, mso_user_id: `nw-${tveUserId}`, legal: accountType === 'primary', ...REGISTERED, user_name: `${tveUserId}x`, ...sql },
  });
  return { ...APP_HEADERS, ...cookie(await insertSession(t.database, tveUserId)) };
}

const PROFILE = {
  userName: 'renamed1',
  firstName: 'Ada',
  lastName: 'Lane',
  zipcode: '10001-1234',
  gender: 'Female',
  newsletterSubscribed: true,
} as const;

const edit = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/user', headers, payload: payload as Record<string, unknown> });

const row = async (tveUserId: string) =>
  (await t.database.query<Record<string, unknown>>('SELECT user_name, email_address, first_name, last_name, zipcode, gender, newsletter_subscribed, legal, registered FROM users WHERE tve_user_id = $1', [tveUserId]))[0];

describe('PUT /api/user (Settings: the profile)', () => {
  it("changes a provider user's profile and user name, trimmed; the e-mail and registration stay", async () => {
    const headers = await signIn('u-edit');
    const response = await edit(headers, { ...PROFILE, firstName: ' Ada ' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(userSchema.parse(response.json())).toMatchObject({ ...PROFILE, emailAddress: 'kept@stat.example', registered: true, legal: true });
    // The next read is the new profile (the user cache sees its own write).
    expect((await t.app.inject({ url: '/api/user', headers })).json()).toMatchObject(PROFILE);
  });

  it('clears optional fields the form leaves blank, as a blank registration field is', async () => {
    const headers = await signIn('u-clear');
    const response = await edit(headers, { userName: 'stillhere' });
    expect(response.json()).toMatchObject({ userName: 'stillhere', firstName: null, lastName: null, zipcode: null, gender: null, newsletterSubscribed: false });
  });

  it("gives Complete Your Profile's message for each broken rule, changing nothing", async () => {
    const headers = await signIn('u-rules');
    const cases: [Record<string, unknown>, string][] = [
      [{ ...PROFILE, userName: '' }, MESSAGES.requiredField('User Name')],
      [{ ...PROFILE, userName: 'abc' }, 'User names have at least 5 characters'],
      [{ ...PROFILE, userName: 'bad-name' }, 'User names have at least 5 characters'],
      [{ ...PROFILE, firstName: 'A' }, 'First names have at least 2 characters.'],
      [{ ...PROFILE, lastName: 'L' }, 'Last names have at least 2 characters.'],
      [{ ...PROFILE, zipcode: '1234' }, 'Please enter a 5-digit zip code, or 5+4 digits.'],
      [{ ...PROFILE, userName: 'x'.repeat(31) }, MESSAGES.registrationTooLong('User Name', 30)],
    ];
    for (const [payload, message] of cases) {
      const error = expectError(await edit(headers, payload), 400, ERROR_CODES.userProfileInvalid);
      expect(error.body.startsWith(message)).toBe(true);
    }
    expect(await row('u-rules')).toMatchObject({ user_name: 'u-rulesx', first_name: 'Old', zipcode: '90210' });
  });

  it('answers 400 in the error shape to malformed bodies: extra keys, the e-mail, wrong types, a masked dob, bad JSON', async () => {
    const headers = await signIn('u-bad');
    for (const payload of [
      { ...PROFILE, tveUserId: 'u-other' },
      { ...PROFILE, emailAddress: 'new@stat.example' },
      { ...PROFILE, registered: false },
      { ...PROFILE, newsletterSubscribed: 'yes' },
      { ...PROFILE, gender: 'Gender' },
      { ...PROFILE, dob: '01/02/2000' },
      { ...PROFILE, firstName: 'x'.repeat(101) },
      [PROFILE],
    ]) {
      expectError(await edit(headers, payload), 400, ERROR_CODES.requestInvalid);
    }
    const badJson = await t.app.inject({ method: 'PUT', url: '/api/user', headers: { ...headers, 'content-type': 'application/json' }, payload: '{"userName":' });
    expectError(badJson, 400, ERROR_CODES.requestInvalid);
    expect(await row('u-bad')).toMatchObject({ user_name: 'u-badx', email_address: 'kept@stat.example' });
  });

  it('answers 409 error.userprofile.usernametaken for a name another user holds, in any case', async () => {
    await signIn('u-holder', 'primary', { user_name: 'TakenName' });
    const headers = await signIn('u-taker');
    const error = expectError(await edit(headers, { ...PROFILE, userName: 'takenname' }), 409, ERROR_CODES.userNameTaken);
    expect(error.body).toBe(MESSAGES.userNameTaken);
    expect(await row('u-taker')).toMatchObject({ user_name: 'u-takerx', first_name: 'Old' });
  });

  it('only ever changes the signed-in user: nothing in the request can name another', async () => {
    await signIn('u-victim');
    const headers = await signIn('u-actor');
    expectError(await edit(headers, { ...PROFILE, tveUserId: 'u-victim' }), 400, ERROR_CODES.requestInvalid);
    expect((await edit(headers, PROFILE)).json()).toMatchObject({ tveUserId: 'u-actor', userName: 'renamed1' });
    expect(await row('u-victim')).toMatchObject({ user_name: 'u-victimx', first_name: 'Old', zipcode: '90210', newsletter_subscribed: false });
  });

  it('refuses a user who has not completed the profile (409), a signed-out visitor (401) and another site (403)', async () => {
    await insertUser(t.database, 'u-new', { sql: { mso: 'NORTHWIND', mso_id: 101, mso_user_id: 'nw-new' } });
    const fresh = { ...APP_HEADERS, ...cookie(await insertSession(t.database, 'u-new')) };
    const notYet = expectError(await edit(fresh, PROFILE), 409, ERROR_CODES.userNotRegistered);
    expect(notYet.body).toBe(API_MESSAGES.userNotRegistered);
    expectError(await edit(APP_HEADERS, PROFILE), 401, ERROR_CODES.sessionLoggedOut);
    const headers = await signIn('u-csrf');
    expectError(await edit({ ...headers, 'sec-fetch-site': 'cross-site' }, PROFILE), 403, ERROR_CODES.requestForbidden);
  });

  it('answers 409 error.mso.notfound for a user whose provider is unknown', async () => {
    const headers = await signIn('u-nomso', 'primary', { mso_id: 999 });
    expectError(await edit(headers, PROFILE), 409, ERROR_CODES.providerNotFound);
  });

  it("changes only the provider's own fields (the short form has no names or zip)", async () => {
    const headers = await signIn('u-short', 'primary', { mso_id: 109 });
    const response = await edit(headers, PROFILE);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ userName: 'renamed1', newsletterSubscribed: true, firstName: 'Old', lastName: 'Name', zipcode: '90210' });
  });

  describe('the age rules of a sub account', () => {
    it('asks a sub account without proven legal age that enters personal data for the date of birth', async () => {
      const headers = await signIn('u-nodob', 'sub');
      const error = expectError(await edit(headers, PROFILE), 400, ERROR_CODES.userProfileInvalid);
      expect(error.body).toBe(MESSAGES.requiredField('Date of Birth'));
    });

    it('strips the personal fields when the date of birth shows under age; legal stays unproven', async () => {
      const headers = await signIn('u-minor', 'sub');
      const response = await edit(headers, { ...PROFILE, dob: dobYearsAgo(15) });
      expect(response.json()).toMatchObject({ userName: 'renamed1', legal: false, firstName: null, lastName: null, zipcode: null, gender: null, newsletterSubscribed: false });
    });

    it('keeps them when it shows legal age, proves legal age, and never stores the date of birth', async () => {
      const headers = await signIn('u-adult', 'sub');
      const dob = dobYearsAgo(18);
      const response = await edit(headers, { ...PROFILE, dob });
      expect(response.json()).toMatchObject({ ...PROFILE, legal: true });
      expect(JSON.stringify(await row('u-adult'))).not.toContain(dob);
      // Legal age known: the next edit needs no date of birth.
      expect((await edit(headers, { ...PROFILE, firstName: 'Grace' })).json()).toMatchObject({ firstName: 'Grace' });
    });
  });

  describe('a direct (ott) account, which has no provider', () => {
    const direct = (tveUserId: string) => signIn(tveUserId, 'primary', { mso: null, mso_id: null, mso_user_id: null, user_name: null });

    it('changes names, zip, gender and newsletter; a user name is no field of its own', async () => {
      const headers = await direct('u-ott');
      const response = await edit(headers, PROFILE);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ userName: null, firstName: 'Ada', lastName: 'Lane', zipcode: '10001-1234', gender: 'Female', newsletterSubscribed: true });
    });

    it('requires the names and zip Create Account required, with their messages', async () => {
      const headers = await direct('u-ott-rules');
      const cases: [Record<string, unknown>, string][] = [
        [{ ...PROFILE, firstName: '' }, MESSAGES.requiredField(ACCOUNT_LABELS.createAccount.firstName)],
        [{ ...PROFILE, lastName: 'L' }, MESSAGES.registrationInvalid(ACCOUNT_LABELS.createAccount.lastName)],
        [{ ...PROFILE, zipcode: 'abcde' }, ACCOUNT_LABELS.createAccount.zipInvalid],
      ];
      for (const [payload, message] of cases) {
        expect(expectError(await edit(headers, payload), 400, ERROR_CODES.userProfileInvalid).body).toBe(message);
      }
    });
  });
});
