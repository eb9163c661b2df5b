import { beforeEach, describe, expect, it } from 'vitest';
import { NEWSLETTER_LABELS, newsletterSubscriptionsSchema, type NewsletterId } from '@stat/contracts';
import { APP_HEADERS, createMemoryMailer, insertSession, insertUser, TEST_PUBLIC_URL, useTestApp } from '../../test/test-app.ts';
import { clearTables } from '../../test/test-database.ts';
import { loadNewsletterIssues } from './newsletter-issue.ts';
import { sendNewsletterIssue } from './send-newsletter.ts';
import { createUnsubscribeTokens } from './unsubscribe-token.ts';

const t = useTestApp();
beforeEach(() => clearTables(t.database));

const L = NEWSLETTER_LABELS.unsubscribePage;

/** A user subscribed to `id`, signed in: its headers. */
async function subscriber(tveUserId: string, id: NewsletterId, email: string | null = `${tveUserId}@example.com`) {
  await insertUser(t.database, tveUserId, { registered: true, sql: { email_address: email } });
  const headers = { ...APP_HEADERS, cookie: `stat_sid=${await insertSession(t.database, tveUserId)}` };
  await t.app.inject({ method: 'PUT', url: '/api/user/newsletters', headers, payload: [{ id, subscribed: true }] });
  return headers;
}

/** `npm run newsletter -- --send <id>`'s work, into a memory mailer: the messages it wrote. */
async function send(newsletterId: NewsletterId) {
  const mailer = createMemoryMailer();
  const sent = await sendNewsletterIssue({
    newsletterId,
    issue: (await loadNewsletterIssues())[newsletterId],
    repository: t.app.newslettersRepository,
    mailer,
    tokens: t.app.unsubscribeTokens,
    publicUrl: TEST_PUBLIC_URL,
  });
  expect(sent).toBe(mailer.sent.length);
  return mailer.sent;
}

const subscribedTo = async (headers: Record<string, string>, id: NewsletterId) =>
  newsletterSubscriptionsSchema.parse((await t.app.inject({ url: '/api/user/newsletters', headers })).json()).find((one) => one.id === id)?.subscribed;

/** The path and query of the message's List-Unsubscribe address. */
function unsubscribePath(headers: Record<string, string> | undefined): string {
  const match = /^<(https?:\/\/[^>]+)>$/.exec(headers?.['List-Unsubscribe'] ?? '');
  if (!match?.[1]) throw new Error(`no one-click address in ${headers?.['List-Unsubscribe']}`);
  const url = new URL(match[1]);
  return `${url.pathname}${url.search}`;
}

/** A mail client's RFC 8058 one-click POST: cross-site, no cookie, the form body. */
const oneClick = (url: string) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' }, payload: 'List-Unsubscribe=One-Click' });

describe('npm run newsletter -- --send', () => {
  it('writes the issue to each subscriber with an address, with the one-click unsubscribe headers and link', async () => {
    await subscriber('u1', 'offers');
    await subscriber('u2', 'offers');
    await subscriber('u3', 'premieres-and-fights');
    await subscriber('u4', 'offers', null);
    const sent = await send('offers');
    expect(sent.map(({ to }) => to)).toEqual(['u1@example.com', 'u2@example.com']);
    const [first] = sent;
    expect(first?.subject).toBe((await loadNewsletterIssues()).offers.subject);
    expect(first?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(first?.headers?.['List-Unsubscribe']).toMatch(new RegExp(`^<${TEST_PUBLIC_URL}/newsletter/unsubscribe\\?token=[^>]+>$`));
    expect(first?.text).toContain(first?.link);
    // Each subscriber's link is their own.
    expect(unsubscribePath(sent[1]?.headers)).not.toBe(unsubscribePath(first?.headers));
  });

  it("sends the weekly what's new to the users whose profile chose the newsletter", async () => {
    await insertUser(t.database, 'w1', { sql: { email_address: 'w1@example.com', newsletter_subscribed: true } });
    await insertUser(t.database, 'w2', { sql: { email_address: 'w2@example.com', newsletter_subscribed: false } });
    expect((await send('whats-new')).map(({ to }) => to)).toEqual(['w1@example.com']);
  });
});

describe('one-click unsubscribe', () => {
  it('POST unsubscribes without signing in, and a second use changes nothing and says so', async () => {
    const headers = await subscriber('u1', 'offers');
    const url = unsubscribePath((await send('offers'))[0]?.headers);
    const first = await oneClick(url);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain(L.done(NEWSLETTER_LABELS.newsletters.offers.name, 'u1@example.com'));
    expect(await subscribedTo(headers, 'offers')).toBe(false);
    const again = await oneClick(url);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain(L.again(NEWSLETTER_LABELS.newsletters.offers.name, 'u1@example.com'));
  });

  it("unsubscribes the weekly what's new through the profile's choice", async () => {
    const headers = await subscriber('u1', 'whats-new');
    await oneClick(unsubscribePath((await send('whats-new'))[0]?.headers));
    expect(await subscribedTo(headers, 'whats-new')).toBe(false);
    expect((await t.app.inject({ url: '/api/user', headers })).json()).toMatchObject({ newsletterSubscribed: false });
  });

  it('GET shows a page whose button unsubscribes, and unsubscribes no one itself (mail scanners fetch links)', async () => {
    const headers = await subscriber('u1', 'offers');
    const url = unsubscribePath((await send('offers'))[0]?.headers);
    const page = await t.app.inject({ url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain(L.confirm(NEWSLETTER_LABELS.newsletters.offers.name, 'u1@example.com'));
    expect(page.body).toContain(`<form method="post" action="${url.replaceAll('&', '&amp;')}">`);
    expect(page.body).toContain(`<button type="submit">${L.button}</button>`);
    expect(await subscribedTo(headers, 'offers')).toBe(true);
  });

  it('refuses a forged token, an altered one and a missing one, and unsubscribes no one', async () => {
    const headers = await subscriber('u1', 'offers');
    await subscriber('u2', 'offers');
    const url = unsubscribePath((await send('offers'))[0]?.headers);
    const token = new URL(url, TEST_PUBLIC_URL).searchParams.get('token') ?? '';
    const [payload, signature] = token.split('.');
    // Another key signs the same grant: not ours.
    const forged = createUnsubscribeTokens('not-the-server-secret').issue({ tveUserId: 'u1', newsletterId: 'offers' });
    // u1's signature on a payload naming u2.
    const altered = `${Buffer.from(JSON.stringify({ u: 'u2', n: 'offers' })).toString('base64url')}.${signature}`;
    for (const bad of [forged, altered, `${payload}.`, 'nonsense', '']) {
      const target = `/newsletter/unsubscribe?token=${encodeURIComponent(bad)}`;
      const posted = await oneClick(target);
      expect(posted.statusCode).toBe(400);
      expect(posted.body).toContain(L.invalid);
      expect((await t.app.inject({ url: target })).statusCode).toBe(400);
    }
    expect((await oneClick('/newsletter/unsubscribe')).statusCode).toBe(400);
    expect(await subscribedTo(headers, 'offers')).toBe(true);
  });

  it("refuses a deleted user's link; the user's subscriptions went with it", async () => {
    // Made by SQL, so no users cache holds them: as on an instance that never saw the user.
    await insertUser(t.database, 'gone', { sql: { email_address: 'gone@example.com' } });
    await t.database.exec("INSERT INTO newsletter_subscriptions (tve_user_id, newsletter_id, subscribed) VALUES ('gone', 'offers', true)");
    const token = t.app.unsubscribeTokens.issue({ tveUserId: 'gone', newsletterId: 'offers' });
    await t.database.exec("DELETE FROM users WHERE tve_user_id = 'gone'");
    expect(await t.database.query("SELECT 1 FROM newsletter_subscriptions WHERE tve_user_id = 'gone'")).toEqual([]);
    const posted = await oneClick(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(posted.statusCode).toBe(400);
    expect(posted.body).toContain(L.invalid);
  });
});
