import { beforeEach, describe, expect, it } from 'vitest';
import { API_MESSAGES, ERROR_CODES, newsletterSubscriptionsSchema, userSchema } from '@stat/contracts';
import { APP_HEADERS, insertSession, insertUser, useTestApp } from '../../test/test-app.ts';
import { clearTables } from '../../test/test-database.ts';
import { expectError } from '../../test/expect-error.ts';

const t = useTestApp();
beforeEach(() => clearTables(t.database));

/** A registered user, signed in: the headers of its calls. */
async function signIn(tveUserId: string, newsletterSubscribed = false) {
  await insertUser(t.database, tveUserId, { registered: true, sql: { email_address: `${tveUserId}@example.com`, newsletter_subscribed: newsletterSubscribed } });
  return { ...APP_HEADERS, cookie: `stat_sid=${await insertSession(t.database, tveUserId)}` };
}

const get = (headers: Record<string, string>) => t.app.inject({ url: '/api/user/newsletters', headers });
const put = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/user/newsletters', headers, payload: payload as Record<string, unknown> });
const states = (response: { json: () => unknown }) => Object.fromEntries(newsletterSubscriptionsSchema.parse(response.json()).map(({ id, subscribed }) => [id, subscribed]));

describe('GET and PUT user/newsletters', () => {
  it('refuses a signed-out visitor', async () => {
    expectError(await get(APP_HEADERS), 401, ERROR_CODES.sessionLoggedOut);
    expectError(await put(APP_HEADERS, [{ id: 'offers', subscribed: true }]), 401, ERROR_CODES.sessionLoggedOut);
  });

  it("lists every newsletter, the weekly one as the profile's newsletter choice, the others off until chosen", async () => {
    const response = await get(await signIn('u1', true));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(newsletterSubscriptionsSchema.parse(response.json())).toEqual([
      { id: 'whats-new', subscribed: true },
      { id: 'premieres-and-fights', subscribed: false },
      { id: 'offers', subscribed: false },
    ]);
  });

  it('changes the ones named, answers all, and the weekly one is the user\'s newsletterSubscribed', async () => {
    const headers = await signIn('u1');
    const changed = await put(headers, [
      { id: 'whats-new', subscribed: true },
      { id: 'offers', subscribed: true },
    ]);
    expect(changed.statusCode).toBe(200);
    expect(states(changed)).toEqual({ 'whats-new': true, 'premieres-and-fights': false, offers: true });
    expect(userSchema.parse((await t.app.inject({ url: '/api/user', headers })).json()).newsletterSubscribed).toBe(true);

    expect(states(await put(headers, [{ id: 'offers', subscribed: false }]))).toEqual({ 'whats-new': true, 'premieres-and-fights': false, offers: false });
    expect(states(await put(headers, [{ id: 'whats-new', subscribed: false }]))).toMatchObject({ 'whats-new': false });
    expect(userSchema.parse((await t.app.inject({ url: '/api/user', headers })).json()).newsletterSubscribed).toBe(false);
    // Saying the same again changes nothing and answers the same.
    expect(states(await put(headers, [{ id: 'offers', subscribed: false }]))).toEqual(states(await get(headers)));
  });

  it.each([
    ['an unknown newsletter', [{ id: 'gossip', subscribed: true }]],
    ['a newsletter twice', [{ id: 'offers', subscribed: true }, { id: 'offers', subscribed: false }]],
    ['an empty list', []],
    ['a state that is not a boolean', [{ id: 'offers', subscribed: 'yes' }]],
    ['no state', [{ id: 'offers' }]],
    ['an object instead of a list', { id: 'offers', subscribed: true }],
  ])('refuses %s with 400 and changes nothing', async (_case, payload) => {
    const headers = await signIn('u1');
    expectError(await put(headers, payload), 400, ERROR_CODES.requestInvalid);
    expect(states(await get(headers))).toEqual({ 'whats-new': false, 'premieres-and-fights': false, offers: false });
  });

  it("changes only the session user's newsletters, whatever user the body names, and shows no one else's", async () => {
    const mine = await signIn('u1');
    const theirs = await signIn('u2', true);
    await put(theirs, [{ id: 'offers', subscribed: true }]);
    const response = await put(mine, [{ id: 'premieres-and-fights', subscribed: true, tveUserId: 'u2' }]);
    expect(states(response)).toEqual({ 'whats-new': false, 'premieres-and-fights': true, offers: false });
    expect(states(await get(theirs))).toEqual({ 'whats-new': true, 'premieres-and-fights': false, offers: true });
  });

  it('refuses a cross-site PUT (CSRF)', async () => {
    const { cookie } = await signIn('u1');
    expectError(await put({ cookie }, [{ id: 'offers', subscribed: true }]), 403, ERROR_CODES.requestForbidden);
  });
});

describe('GET user/newsletter/subscribe/{id}', () => {
  it('sends the browser to Settings, which subscribes, and changes nothing itself', async () => {
    const headers = await signIn('u1');
    const response = await t.app.inject({ url: '/api/user/newsletter/subscribe/offers', headers });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/settings?subscribe=offers');
    expect(states(await get(headers))).toMatchObject({ offers: false });
    // Signed out too: Settings has the visitor sign in first.
    expect((await t.app.inject({ url: '/api/user/newsletter/subscribe/whats-new' })).headers.location).toBe('/settings?subscribe=whats-new');
  });

  it('answers 404 for a newsletter that does not exist', async () => {
    expectError(await t.app.inject({ url: '/api/user/newsletter/subscribe/gossip' }), 404, ERROR_CODES.notFound, API_MESSAGES.newsletterNotFound);
  });
});
