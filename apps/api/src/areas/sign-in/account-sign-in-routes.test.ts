import { join } from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_LABELS, ERROR_CODES, userSchema } from '@stat/contracts';
import { createTestBrowser, location, openAccountForm, signInAccount, submitAccountCredentials } from '../../test/test-browser.ts';
import { SEED_DIR } from '../../paths.ts';
import { seedDirectAccounts } from '../accounts/seed-direct-accounts.ts';
import { APP_HEADERS, TEST_PUBLIC_URL, useTestApp } from '../../test/test-app.ts';

const t = useTestApp({ config: { variant: 'ott' } });
const FAILED = `/handleLogin?error=${ERROR_CODES.signInFailed}`;

beforeAll(() => seedDirectAccounts(t.database.db, join(SEED_DIR, 'direct-accounts.json')));
beforeEach(() => t.database.exec('DELETE FROM sign_in_failures'));

describe('direct-account sign-in round trip (ott)', () => {
  it('signs the account in through its own page and returns to the return page with a fresh session', async () => {
    const browser = createTestBrowser(t.app);
    const returnPage = `${TEST_PUBLIC_URL}/movies`;
    const form = await openAccountForm(browser, returnPage);
    const page = await browser.get(form.href);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(ACCOUNT_LABELS.signInPage.title);
    expect(page.body).toContain('autocomplete="current-password"');

    const posted = await submitAccountCredentials(browser, form, ' Subscriber@STAT.test ', 'stat-demo');
    expect(posted.statusCode).toBe(303);
    const resumed = await browser.get(location(posted).href);
    const callback = await browser.get(location(resumed).href);
    expect(callback.headers.location).toBe(`/handleLogin?returnpage=${encodeURIComponent(returnPage)}`);
    const user = userSchema.parse((await browser.get('/api/user', APP_HEADERS)).json());
    expect(user).toMatchObject({ emailAddress: 'subscriber@stat.test', msoId: null, isAuthorized: true });
  });

  it('answers a wrong password and an unknown e-mail with the same words, and stops guessing after 5', async () => {
    const browser = createTestBrowser(t.app);
    const form = await openAccountForm(browser);
    const unknown = await submitAccountCredentials(browser, form, 'nobody@stat.test', 'stat-demo');
    const wrong = await submitAccountCredentials(browser, form, 'lapsed@stat.test', 'not-it-1');
    for (const answer of [unknown, wrong]) {
      expect(answer.statusCode).toBe(401);
      expect(answer.body).toContain(ACCOUNT_LABELS.signInPage.wrongCredentials);
    }
    for (let attempt = 1; attempt < 5; attempt++) await submitAccountCredentials(browser, form, 'lapsed@stat.test', 'not-it-1');
    const blocked = await submitAccountCredentials(browser, form, 'lapsed@stat.test', 'stat-demo');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).toContain(ACCOUNT_LABELS.signInPage.tooManyAttempts);
  });

  it("never locks the owner out: another address's 5 wrong passwords leave the owner's sign-in open", async () => {
    const attacker = createTestBrowser(t.app, { remoteAddress: '203.0.113.9' });
    const attackerForm = await openAccountForm(attacker);
    for (let attempt = 0; attempt < 5; attempt++) await submitAccountCredentials(attacker, attackerForm, 'subscriber@stat.test', 'not-it-1');
    expect((await submitAccountCredentials(attacker, attackerForm, 'subscriber@stat.test', 'stat-demo')).statusCode).toBe(429);

    const owner = createTestBrowser(t.app, { remoteAddress: '198.51.100.7' });
    const posted = await submitAccountCredentials(owner, await openAccountForm(owner), 'subscriber@stat.test', 'stat-demo');
    expect(posted.statusCode).toBe(303);
  });

  it('signing out (device/unpair) ends the session at the provider too: the next Sign In asks for the password', async () => {
    const browser = createTestBrowser(t.app);
    await signInAccount(browser, 'subscriber@stat.test', 'stat-demo');
    expect((await openAccountForm(browser)).pathname).toBe('/api/account/callback');
    const unpair = await browser.get('/api/device/unpair', APP_HEADERS);
    expect(unpair.statusCode).toBe(200);
    expect((await openAccountForm(browser)).pathname).toMatch(/^\/idp\/interaction\//);
  });

  it('refuses a callback without the browser that started the sign-in', async () => {
    const browser = createTestBrowser(t.app);
    const callback = await browser.get('/api/account/callback?code=x&state=y');
    expect(callback.headers.location).toBe(FAILED);
  });
});
