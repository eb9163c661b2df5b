import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_LABELS, ACCOUNT_LIMITS, API_MESSAGES, ERROR_CODES } from '@stat/contracts';
import { verifyPassword } from '../sign-in/idp/password-hash.ts';
import { createTestBrowser, openAccountForm, signInAccount } from '../../test/test-browser.ts';
import { activatedTv } from '../../test/device-flow.ts';
import { ACCOUNT_PASSWORD, createdAccount, useAccountsApp } from '../../test/direct-accounts.ts';
import { expectError } from '../../test/expect-error.ts';
import { signedInViewer } from '../../test/signed-in-viewer.ts';
import { APP_HEADERS, insertSession, TEST_PUBLIC_URL } from '../../test/test-app.ts';

const { t, clock, mailer } = useAccountsApp();

type Headers = Record<string, string>;
const NEW_PASSWORD = 'battery-staple-7';

const call = (method: 'POST' | 'PUT', url: string, headers: Headers, payload: object, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method, url, headers, payload, remoteAddress });
const confirm = (headers: Headers, email: string, password: string, remoteAddress?: string) =>
  call('POST', '/api/user/authentication', headers, { email, password }, remoteAddress);
const askReset = (email: string, remoteAddress?: string) => call('POST', '/api/user/resetpassword', APP_HEADERS, { email }, remoteAddress);
const reset = (authToken: string, newPassword = NEW_PASSWORD, headers: Headers = APP_HEADERS) =>
  call('PUT', '/api/user/resetpassword', headers, { authToken, newPassword });
const change = (headers: Headers, currentPassword: string, newPassword = NEW_PASSWORD) =>
  call('POST', '/api/cbs/okta/password', headers, { currentPassword, newPassword });
const currentUser = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/user', headers });

/** The token of the last reset link mailed. */
function mailedToken(): string {
  const link = mailer.sent.at(-1)!.link!;
  return new URL(link).searchParams.get('token')!;
}

async function storedHash(tveUserId: string): Promise<string> {
  const [row] = await t.database.query<{ password_hash: string }>('SELECT password_hash FROM accounts WHERE tve_user_id = $1', [tveUserId]);
  return row!.password_hash;
}

/** The account's two browsers (the one that made it, another signed in later) and an activated TV. */
async function accountOnThreeDevices(email: string) {
  const { tveUserId, headers } = await createdAccount(t.app, email);
  const other = { ...APP_HEADERS, cookie: `stat_sid=${await insertSession(t.database, tveUserId)}` };
  const tv = { authorization: `Bearer ${await activatedTv(t.app, headers)}` };
  return { tveUserId, headers, other, tv };
}

/**
 * A browser signed in to the account at the identity provider (its cookie would skip the
 * password next time), and a bystander account's browser signed in there too.
 */
async function signedInAtProvider(email: string) {
  const browser = createTestBrowser(t.app);
  await signInAccount(browser, email, ACCOUNT_PASSWORD);
  expect((await openAccountForm(browser)).pathname).toBe('/api/account/callback');
  await createdAccount(t.app, 'bystander@example.com');
  const bystander = createTestBrowser(t.app);
  await signInAccount(bystander, 'bystander@example.com', ACCOUNT_PASSWORD);
  return { browser, bystander };
}

describe('POST /api/user/authentication', () => {
  it("confirms the session user's own password: 200 {}; a wrong one is 401 error.user.wrongPassword", async () => {
    const { headers } = await createdAccount(t.app, 'ann@example.com');
    const right = await confirm(headers, 'Ann@Example.com', ACCOUNT_PASSWORD);
    expect([right.statusCode, right.json()]).toEqual([200, {}]);
    expectError(await confirm(headers, 'ann@example.com', 'wrong-password-1'), 401, ERROR_CODES.wrongPassword, API_MESSAGES.wrongPassword);
  });

  it("never confirms another account's password, nor a viewer without an account", async () => {
    const { headers } = await createdAccount(t.app, 'ann@example.com');
    await createdAccount(t.app, 'bob@example.com');
    expectError(await confirm(headers, 'bob@example.com', ACCOUNT_PASSWORD), 401, ERROR_CODES.wrongPassword);
    expectError(await confirm(await signedInViewer(t.database, 'tv-viewer'), 'bob@example.com', ACCOUNT_PASSWORD), 401, ERROR_CODES.wrongPassword);
  });

  it('answers 401 signed out, 403 cross-site and 400 to a malformed body', async () => {
    expectError(await confirm(APP_HEADERS, 'ann@example.com', ACCOUNT_PASSWORD), 401, ERROR_CODES.sessionLoggedOut);
    const { headers } = await createdAccount(t.app, 'ann@example.com');
    expectError(await confirm({ ...headers, 'sec-fetch-site': 'cross-site' }, 'ann@example.com', ACCOUNT_PASSWORD), 403, ERROR_CODES.requestForbidden);
    expectError(await call('POST', '/api/user/authentication', headers, { email: 'ann@example.com' }), 400, ERROR_CODES.requestInvalid);
    expectError(await confirm(headers, 'ann@example.com', ''), 400, ERROR_CODES.requestInvalid);
  });

  it(`stops after ${ACCOUNT_LIMITS.passwordPerAccount.max} wrong passwords for the account, even the right one, until the window ends`, async () => {
    const { headers } = await createdAccount(t.app, 'ann@example.com');
    for (let guess = 0; guess < ACCOUNT_LIMITS.passwordPerAccount.max; guess++) {
      expectError(await confirm(headers, 'ann@example.com', `guess-${guess}`, `10.0.0.${guess + 1}`), 401, ERROR_CODES.wrongPassword);
    }
    expectError(await confirm(headers, 'ann@example.com', ACCOUNT_PASSWORD, '10.0.1.1'), 429, ERROR_CODES.accountTooManyAttempts, API_MESSAGES.accountTooManyAttempts);
    clock.tick(ACCOUNT_LIMITS.passwordPerAccount.windowMs);
    expect((await confirm(headers, 'ann@example.com', ACCOUNT_PASSWORD, '10.0.1.1')).statusCode).toBe(200);
  });

  it(`stops after ${ACCOUNT_LIMITS.passwordPerAddress.max} wrong passwords from one address, whatever the account`, async () => {
    const perAccount = ACCOUNT_LIMITS.passwordPerAccount.max - 1;
    for (let index = 0; index * perAccount < ACCOUNT_LIMITS.passwordPerAddress.max; index++) {
      const { headers } = await createdAccount(t.app, `guesser${index}@example.com`);
      for (let guess = 0; guess < perAccount; guess++) await confirm(headers, `guesser${index}@example.com`, 'wrong-guess-1', '10.9.9.9');
    }
    const { headers } = await createdAccount(t.app, 'ann@example.com');
    expectError(await confirm(headers, 'ann@example.com', ACCOUNT_PASSWORD, '10.9.9.9'), 429, ERROR_CODES.accountTooManyAttempts);
    expect((await confirm(headers, 'ann@example.com', ACCOUNT_PASSWORD, '10.9.9.10')).statusCode).toBe(200);
  });
});

describe('POST /api/user/resetpassword', () => {
  it('mails the account a link to the reset page with a token, and answers {}', async () => {
    await createdAccount(t.app, 'ann@example.com');
    const response = await askReset('ANN@example.com');
    expect([response.statusCode, response.json()]).toEqual([200, {}]);
    expect(mailer.sent).toHaveLength(1);
    const [mail] = mailer.sent;
    expect(mail!.link).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/reset-password\\?token=[A-Za-z0-9_-]{43}$`));
    expect(mail).toEqual({ to: 'ann@example.com', subject: ACCOUNT_LABELS.resetMail.subject, text: ACCOUNT_LABELS.resetMail.text(mail!.link!), link: mail!.link });
    // Only the token's digest is stored.
    const rows = await t.database.query<{ token_hash: string }>('SELECT token_hash FROM password_resets');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.token_hash).not.toContain(mailedToken());
  });

  it('answers the same to an unknown e-mail, sends nothing, and does the same token work', async () => {
    const { tveUserId } = await createdAccount(t.app, 'ann@example.com');
    const create = vi.spyOn(t.app.passwordResetsRepository, 'create');
    try {
      const known = await askReset('ann@example.com');
      const unknown = await askReset('nobody@example.com');
      expect([unknown.statusCode, unknown.json(), unknown.headers['content-type']]).toEqual([known.statusCode, known.json(), known.headers['content-type']]);
      expect(create.mock.calls).toEqual([[tveUserId], [null]]);
      expect(await create.mock.results[1]!.value).toBeNull();
      expect(mailer.sent.map((mail) => mail.to)).toEqual(['ann@example.com']);
    } finally {
      create.mockRestore();
    }
  });

  it(`sends at most ${ACCOUNT_LIMITS.resetPerEmail.max} links an hour to one e-mail, answering the same after`, async () => {
    await createdAccount(t.app, 'ann@example.com');
    for (let request = 0; request <= ACCOUNT_LIMITS.resetPerEmail.max; request++) {
      const response = await askReset('ann@example.com', `10.0.0.${request + 1}`);
      expect([response.statusCode, response.json()]).toEqual([200, {}]);
    }
    expect(mailer.sent).toHaveLength(ACCOUNT_LIMITS.resetPerEmail.max);
    clock.tick(ACCOUNT_LIMITS.resetPerEmail.windowMs);
    await askReset('ann@example.com');
    expect(mailer.sent).toHaveLength(ACCOUNT_LIMITS.resetPerEmail.max + 1);
  });

  it(`answers 429 after ${ACCOUNT_LIMITS.resetPerAddress.max} requests an hour from one address`, async () => {
    for (let request = 0; request < ACCOUNT_LIMITS.resetPerAddress.max; request++) {
      expect((await askReset(`x${request}@example.com`, '10.9.9.9')).statusCode).toBe(200);
    }
    expectError(await askReset('y@example.com', '10.9.9.9'), 429, ERROR_CODES.accountTooManyAttempts);
    expect((await askReset('y@example.com', '10.9.9.10')).statusCode).toBe(200);
  });

  it('answers 400 to a malformed e-mail and 403 cross-site', async () => {
    expectError(await askReset('not-an-email'), 400, ERROR_CODES.requestInvalid);
    const crossSite = await call('POST', '/api/user/resetpassword', { ...APP_HEADERS, 'sec-fetch-site': 'cross-site' }, { email: 'ann@example.com' });
    expectError(crossSite, 403, ERROR_CODES.requestForbidden);
  });
});

describe('PUT /api/user/resetpassword', () => {
  it("sets the new password and signs out every browser of the account; the TV stays", async () => {
    const { tveUserId, headers, other, tv } = await accountOnThreeDevices('ann@example.com');
    await askReset('ann@example.com');
    const response = await reset(mailedToken(), NEW_PASSWORD, headers);
    expect([response.statusCode, response.json()]).toEqual([200, {}]);
    // The resetting browser's cookie is cleared.
    expect(response.cookies.find((cookie) => cookie.name === 'stat_sid')).toMatchObject({ value: '' });
    expect(await verifyPassword(NEW_PASSWORD, await storedHash(tveUserId))).toBe(true);
    expectError(await currentUser(headers), 401, ERROR_CODES.sessionLoggedOut);
    expectError(await currentUser(other), 401, ERROR_CODES.sessionLoggedOut);
    expect((await currentUser(tv)).statusCode).toBe(200);
  });

  it('ends the account’s sessions at the identity provider: its cookie no longer skips the password', async () => {
    await createdAccount(t.app, 'ann@example.com');
    const { browser, bystander } = await signedInAtProvider('ann@example.com');
    await askReset('ann@example.com');
    expect((await reset(mailedToken())).statusCode).toBe(200);
    expect((await openAccountForm(browser)).pathname).toMatch(/^\/idp\/interaction\//);
    expect((await openAccountForm(bystander)).pathname).toBe('/api/account/callback');
  });

  it('takes a token once: used, expired and unknown tokens are 400 error.user.resetTokenInvalid', async () => {
    await createdAccount(t.app, 'ann@example.com');
    await askReset('ann@example.com');
    const token = mailedToken();
    expect((await reset(token)).statusCode).toBe(200);
    expectError(await reset(token, 'another-pass-8'), 400, ERROR_CODES.resetTokenInvalid, API_MESSAGES.resetTokenInvalid);
    expectError(await reset('unknown-token'), 400, ERROR_CODES.resetTokenInvalid);

    await askReset('ann@example.com');
    clock.tick(ACCOUNT_LIMITS.resetTokenTtlMs);
    expectError(await reset(mailedToken()), 400, ERROR_CODES.resetTokenInvalid);
  });

  it("a new link ends the account's older ones", async () => {
    await createdAccount(t.app, 'ann@example.com');
    await askReset('ann@example.com');
    const first = mailedToken();
    await askReset('ann@example.com');
    expectError(await reset(first), 400, ERROR_CODES.resetTokenInvalid);
    expect((await reset(mailedToken())).statusCode).toBe(200);
  });

  it('refuses a password that breaks the rules without using the token', async () => {
    const { tveUserId } = await createdAccount(t.app, 'ann@example.com');
    await askReset('ann@example.com');
    expectError(await reset(mailedToken(), 'short'), 400, ERROR_CODES.passwordRejected, API_MESSAGES.passwordRejected);
    expectError(await reset(mailedToken(), 'my-ann-password-1'), 400, ERROR_CODES.passwordRejected);
    expect(await verifyPassword(ACCOUNT_PASSWORD, await storedHash(tveUserId))).toBe(true);
    expect((await reset(mailedToken())).statusCode).toBe(200);
  });

  it('answers 400 to a malformed body and 403 cross-site', async () => {
    expectError(await call('PUT', '/api/user/resetpassword', APP_HEADERS, { authToken: 'x' }), 400, ERROR_CODES.requestInvalid);
    expectError(await reset('', NEW_PASSWORD), 400, ERROR_CODES.requestInvalid);
    expectError(await reset('x', NEW_PASSWORD, { ...APP_HEADERS, 'sec-fetch-site': 'cross-site' }), 403, ERROR_CODES.requestForbidden);
  });
});

describe('POST /api/cbs/okta/password', () => {
  it("changes the password and signs out the account's other browsers; this one and the TV stay", async () => {
    const { tveUserId, headers, other, tv } = await accountOnThreeDevices('ann@example.com');
    const bystander = await createdAccount(t.app, 'bob@example.com');
    const response = await change(headers, ACCOUNT_PASSWORD);
    expect([response.statusCode, response.json()]).toEqual([200, {}]);
    expect(await verifyPassword(NEW_PASSWORD, await storedHash(tveUserId))).toBe(true);
    expect((await currentUser(headers)).statusCode).toBe(200);
    expectError(await currentUser(other), 401, ERROR_CODES.sessionLoggedOut);
    expect((await currentUser(tv)).statusCode).toBe(200);
    expect((await currentUser(bystander.headers)).statusCode).toBe(200);
  });

  it('ends the account’s sessions at the identity provider, so no browser signs in again without the new password', async () => {
    const { headers } = await createdAccount(t.app, 'ann@example.com');
    const { browser, bystander } = await signedInAtProvider('ann@example.com');
    expect((await change(headers, ACCOUNT_PASSWORD)).statusCode).toBe(200);
    expect((await openAccountForm(browser)).pathname).toMatch(/^\/idp\/interaction\//);
    expect((await openAccountForm(bystander)).pathname).toBe('/api/account/callback');
  });

  it('needs the current password, counted like a confirmation', async () => {
    const { tveUserId, headers } = await createdAccount(t.app, 'ann@example.com');
    for (let guess = 0; guess < ACCOUNT_LIMITS.passwordPerAccount.max; guess++) {
      expectError(await change(headers, `guess-${guess}`), 401, ERROR_CODES.wrongPassword, API_MESSAGES.wrongPassword);
    }
    expectError(await change(headers, ACCOUNT_PASSWORD), 429, ERROR_CODES.accountTooManyAttempts);
    expect(await verifyPassword(ACCOUNT_PASSWORD, await storedHash(tveUserId))).toBe(true);
  });

  it('refuses a new password that breaks the rules, and keeps the old one', async () => {
    const { tveUserId, headers } = await createdAccount(t.app, 'ann@example.com');
    expectError(await change(headers, ACCOUNT_PASSWORD, 'password'), 400, ERROR_CODES.passwordRejected);
    expect(await verifyPassword(ACCOUNT_PASSWORD, await storedHash(tveUserId))).toBe(true);
  });

  it('answers 401 signed out, 404 without a direct account, 403 cross-site and 400 to a malformed body', async () => {
    expectError(await change(APP_HEADERS, ACCOUNT_PASSWORD), 401, ERROR_CODES.sessionLoggedOut);
    expectError(await change(await signedInViewer(t.database, 'tv-viewer'), ACCOUNT_PASSWORD), 404, ERROR_CODES.notFound);
    const { headers } = await createdAccount(t.app, 'ann@example.com');
    expectError(await change({ ...headers, 'sec-fetch-site': 'cross-site' }, ACCOUNT_PASSWORD), 403, ERROR_CODES.requestForbidden);
    expectError(await call('POST', '/api/cbs/okta/password', headers, { newPassword: NEW_PASSWORD }), 400, ERROR_CODES.requestInvalid);
  });
});
