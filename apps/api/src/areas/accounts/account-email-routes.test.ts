import { describe, expect, it } from 'vitest';
import { API_MESSAGES, CONFIRM_EMAIL_PATH, EMAIL_CHANGE_LINK_TTL_MS, ERROR_CODES, SETTINGS_PROFILE_LABELS } from '@stat/contracts';
import { createTestBrowser, signInAccount } from '../../test/test-browser.ts';
import { ACCOUNT_PASSWORD, createdAccount, useAccountsApp } from '../../test/direct-accounts.ts';
import { expectError } from '../../test/expect-error.ts';
import { APP_HEADERS, insertSession, insertUser, TEST_PUBLIC_URL } from '../../test/test-app.ts';

const { t, clock, mailer } = useAccountsApp();

type Headers = Record<string, string>;

const ask = (headers: Headers, emailAddress: string, password = ACCOUNT_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/user/email', headers, payload: { emailAddress, password } });
const confirm = (token: string, headers: Headers = APP_HEADERS) => t.app.inject({ method: 'PUT', url: '/api/user/email', headers, payload: { token } });
const currentUser = (headers: Headers) => t.app.inject({ url: '/api/user', headers });

/** The token of the last link mailed, and where the mail went. */
function mailed(): { to: string; token: string; link: URL } {
  const mail = mailer.sent.at(-1)!;
  const link = new URL(mail.link!);
  return { to: mail.to, token: link.searchParams.get('token')!, link };
}

const signsIn = async (email: string) => {
  try {
    await signInAccount(createTestBrowser(t.app), email, ACCOUNT_PASSWORD);
    return true;
  } catch {
    return false;
  }
};

describe('POST /api/user/email and PUT /api/user/email (ott: changing the e-mail)', () => {
  it('mails a link to the new address and changes nothing until it is opened; then the account, its sign-in and its user change', async () => {
    const { headers } = await createdAccount(t.app, 'ann@example.com');
    const asked = await ask(headers, 'Ann.New@Example.com');
    expect([asked.statusCode, asked.json()]).toEqual([200, {}]);
    const { to, token, link } = mailed();
    expect(to).toBe('ann.new@example.com');
    expect(`${link.origin}${link.pathname}`).toBe(`${TEST_PUBLIC_URL}${CONFIRM_EMAIL_PATH}`);
    expect(mailer.sent.at(-1)!.subject).toBe(SETTINGS_PROFILE_LABELS.profile.emailMail.subject);
    expect((await currentUser(headers)).json()).toMatchObject({ emailAddress: 'ann@example.com' });

    // Opened signed out (another browser): the token names the account.
    const confirmed = await confirm(token);
    expect([confirmed.statusCode, confirmed.json()]).toEqual([200, { emailAddress: 'ann.new@example.com' }]);
    expect(confirmed.headers['cache-control']).toBe('no-store');
    expect((await currentUser(headers)).json()).toMatchObject({ emailAddress: 'ann.new@example.com' });
    expect(await signsIn('ann.new@example.com')).toBe(true);
    expect(await signsIn('ann@example.com')).toBe(false);
  });

  it('refuses the link a second time, and a link made before another change', async () => {
    const { headers } = await createdAccount(t.app, 'ann@example.com');
    await ask(headers, 'first@example.com');
    const first = mailed().token;
    await ask(headers, 'second@example.com');
    const second = mailed().token;
    expect((await confirm(second)).statusCode).toBe(200);
    expectError(await confirm(second), 400, ERROR_CODES.emailChangeLinkInvalid, API_MESSAGES.emailChangeLinkInvalid);
    expectError(await confirm(first), 400, ERROR_CODES.emailChangeLinkInvalid);
    expect((await currentUser(headers)).json()).toMatchObject({ emailAddress: 'second@example.com' });
  });

  it('refuses a forged token: another payload under the signature, another account named, garbage', async () => {
    const { headers } = await createdAccount(t.app, 'ann@example.com');
    const bob = await createdAccount(t.app, 'bob@example.com');
    await ask(headers, 'ann.new@example.com');
    const [, signature] = mailed().token.split('.');
    const forged = Buffer.from(JSON.stringify({ p: { u: bob.tveUserId, from: 'bob@example.com', to: 'mine@example.com' }, e: Date.now() + 60_000 })).toString('base64url');
    for (const token of [`${forged}.${signature}`, 'x', `${mailed().token}x`]) {
      expectError(await confirm(token), 400, ERROR_CODES.emailChangeLinkInvalid);
    }
    expect((await currentUser(bob.headers)).json()).toMatchObject({ emailAddress: 'bob@example.com' });
    expectError(await confirm(''), 400, ERROR_CODES.requestInvalid);
  });

  it('refuses an expired link', async () => {
    const { headers } = await createdAccount(t.app, 'ann@example.com');
    await ask(headers, 'ann.new@example.com');
    clock.tick(EMAIL_CHANGE_LINK_TTL_MS);
    expectError(await confirm(mailed().token), 400, ERROR_CODES.emailChangeLinkExpired, API_MESSAGES.emailChangeLinkExpired);
    expect((await currentUser(headers)).json()).toMatchObject({ emailAddress: 'ann@example.com' });
  });

  it('asks for the password again: a wrong one is 401 and sends nothing', async () => {
    const { headers } = await createdAccount(t.app, 'ann@example.com');
    expectError(await ask(headers, 'ann.new@example.com', 'wrong-password-1'), 401, ERROR_CODES.wrongPassword);
    expect(mailer.sent).toHaveLength(0);
  });

  it('says clearly that an address is taken, when asked and when another account took it meanwhile', async () => {
    const { headers } = await createdAccount(t.app, 'ann@example.com');
    await createdAccount(t.app, 'bob@example.com');
    expectError(await ask(headers, 'BOB@example.com'), 409, ERROR_CODES.userExists, API_MESSAGES.userExists);
    expect(mailer.sent).toHaveLength(0);
    await ask(headers, 'carol@example.com');
    const { token } = mailed();
    await createdAccount(t.app, 'carol@example.com');
    expectError(await confirm(token), 409, ERROR_CODES.userExists);
    expect((await currentUser(headers)).json()).toMatchObject({ emailAddress: 'ann@example.com' });
  });

  it('answers 400 to bad input: the same address, a malformed one, a missing password, extra keys', async () => {
    const { headers } = await createdAccount(t.app, 'ann@example.com');
    expectError(await ask(headers, 'Ann@Example.com'), 400, ERROR_CODES.emailUnchanged, API_MESSAGES.emailUnchanged);
    expectError(await ask(headers, 'not an address'), 400, ERROR_CODES.requestInvalid);
    expectError(await ask(headers, 'ann.new@example.com', ''), 400, ERROR_CODES.requestInvalid);
    const extra = await t.app.inject({ method: 'POST', url: '/api/user/email', headers, payload: { emailAddress: 'x@example.com', password: ACCOUNT_PASSWORD, tveUserId: 'u' } });
    expectError(extra, 400, ERROR_CODES.requestInvalid);
    expect(mailer.sent).toHaveLength(0);
  });

  it('refuses a signed-out visitor (401) and a viewer without a direct account (404)', async () => {
    expectError(await ask(APP_HEADERS, 'x@example.com'), 401, ERROR_CODES.sessionLoggedOut);
    await insertUser(t.database, 'u-tv', { registered: true, sql: { mso: 'NORTHWIND', mso_id: 101, mso_user_id: 'nw-tv' } });
    const tv = { ...APP_HEADERS, cookie: `stat_sid=${await insertSession(t.database, 'u-tv')}` };
    expectError(await ask(tv, 'x@example.com'), 404, ERROR_CODES.notFound);
  });
});
