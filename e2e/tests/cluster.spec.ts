import { randomInt } from 'node:crypto';
import { API_MESSAGES, BILLING_LABELS, ERROR_CODES, LABELS } from '@stat/contracts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { TEST_CARDS } from '../support/card-fields.ts';
import { alternateInstances, CLUSTER_SEARCHES_PER_MINUTE, getOn, type Pin } from '../support/cluster.ts';
import { appHeaders, CREATED_PASSWORD, createDirectAccount, newEmail } from '../support/direct-accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { accountButton, signInThroughProvider, signOutFromDrawer } from '../support/sign-in.ts';
import { choosePlan, confirmWithPassword, gatewayCharges, payByCard } from '../support/subscribe.ts';

/*
 * The journeys across instances (issue 28): each variant's cluster is two API instances on one
 * PostgreSQL behind nginx (npm run cluster's pieces). Every request a journey's page makes goes
 * to the other instance than the request before it, the worst a round-robin can do: nothing a
 * viewer does may depend on coming back to the same instance.
 */

/** A client address of the documentation range, new per run: limits counted in an earlier run (a retry) start clean. */
const someAddress = () => `198.51.100.${randomInt(1, 255)}`;

test.describe('stat across instances', () => {
  test.skip(({ variant }) => variant !== 'stat', 'TV-provider sign-in is the stat variant');

  test('a provider sign-in started on one instance is called back on the other; signing out on one holds on the other at once', async ({ page, baseURL, context }) => {
    const signIn: Pin = (url) => (url.pathname.startsWith('/api/tve/login/') ? 1 : url.pathname === '/api/tve/callback' ? 2 : undefined);
    const { answeredBy } = await alternateInstances(page, baseURL!, signIn);
    await page.goto('/');
    await expectNoAxeViolations(page);
    await signInThroughProvider(page, 'Bluefinch Fiber', 'viewer');
    await expect(accountButton(page)).toBeVisible();
    expect(answeredBy.size).toBe(2);

    // The session's cookie, as someone who copied it would keep it; both instances know it (and keep it for a few seconds).
    const cookie = (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
    const asCopied = { ...appHeaders(baseURL!), cookie };
    for (const instance of [1, 2] as const) expect((await getOn(page.request, instance, '/api/user', asCopied)).status()).toBe(200);

    // Signed out on one of them: on both, the copied cookie opens nothing, from the next request on.
    await signOutFromDrawer(page);
    await expect(page.getByRole('banner').getByRole('button', { name: LABELS.signIn })).toBeVisible();
    for (const instance of [1, 2] as const) expect((await getOn(page.request, instance, '/api/user', asCopied)).status()).toBe(401);
  });

  test('searches spread over both instances count against one limit per address', async ({ page }) => {
    const from = { 'x-forwarded-for': someAddress() };
    for (let search = 0; search < CLUSTER_SEARCHES_PER_MINUTE; search += 1) {
      const answer = await getOn(page.request, ((search % 2) + 1) as 1 | 2, `/api/search/quick/night${search}`, from);
      expect(answer.status()).toBe(200);
    }
    for (const instance of [1, 2] as const) {
      const refused = await getOn(page.request, instance, '/api/search/quick/night', from);
      expect(refused.status()).toBe(429);
      expect((await refused.json()).error).toMatchObject({ code: ERROR_CODES.requestRateLimited, body: API_MESSAGES.rateLimited });
      expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
    }
    // Another address searches on.
    expect((await getOn(page.request, 1, '/api/search/quick/night', { 'x-forwarded-for': someAddress() })).status()).toBe(200);
  });
});

test.describe('ott across instances', () => {
  test.skip(({ variant }) => variant !== 'ott', 'subscribing is the ott variant');

  test('a new account subscribes with every step on another instance, and is charged once', async ({ page, baseURL, db }) => {
    const { answeredBy } = await alternateInstances(page, baseURL!);
    const email = newEmail();
    await createDirectAccount(page, baseURL!, email);
    await page.goto('/continuePurchase');
    await choosePlan(page, 'Essential', 'Annual');
    await page.getByRole('button', { name: BILLING_LABELS.review.toPayment }).click();
    await payByCard(page, TEST_CARDS.visa);
    await expectNoAxeViolations(page);
    await confirmWithPassword(page, CREATED_PASSWORD);
    await expect(page.getByRole('heading', { name: BILLING_LABELS.done.heading })).toBeVisible();
    expect(answeredBy.size).toBe(2);
    expect((await gatewayCharges(db, email)).filter((charge) => charge.type === 'purchase')).toEqual([{ type: 'purchase', amount_cents: 9999 }]);

    // Either instance now knows the subscription.
    for (const instance of [1, 2] as const) {
      const user = await (await getOn(page.request, instance, '/api/user', appHeaders(baseURL!))).json();
      expect(user.currentProductId).toBe('STAT_ESSENTIAL_ANNUAL');
    }
  });
});
