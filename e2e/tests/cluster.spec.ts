import { randomInt } from 'node:crypto';
import { API_MESSAGES, BILLING_LABELS, ERROR_CODES, formatPrice, LABELS, PPV_PURCHASE_LABELS } from '@stat/contracts';
import { expectPlaying, usePictureSizedViewport } from '../support/app-player.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { TEST_CARDS, typeCard } from '../support/card-fields.ts';
import { alternateInstances, CLUSTER_SEARCHES_PER_MINUTE, getOn, type Pin } from '../support/cluster.ts';
import { appHeaders, CREATED_PASSWORD, createDirectAccount, newEmail } from '../support/direct-accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { bypassPpvCache, movePpvClock, ppvStateOf } from '../support/ppv-clock.ts';
import { becomeBuyer, latestPurchase, purchaseDialog, purchaseSection } from '../support/ppv-viewer.ts';
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

  test('the catalogue’s built answers are the same on both instances: one instance’s ETag revalidates on the other', async ({ page }) => {
    for (const path of ['/api/series/2', '/api/titles/collections/free/page/1', '/api/collections']) {
      const first = await getOn(page.request, 1, path);
      expect(first.status()).toBe(200);
      const etag = first.headers()['etag'];
      expect(etag, path).toBeTruthy();
      const second = await getOn(page.request, 2, path);
      expect(second.headers()['etag'], path).toBe(etag);
      expect(await second.body()).toEqual(await first.body());
      expect((await getOn(page.request, 2, path, { 'if-none-match': etag! })).status(), path).toBe(304);
    }
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

test.describe('pay-per-view across instances', () => {
  test.skip(({ variant }) => variant !== 'stat', 'a TV provider’s viewer buys by card through the gateway behind nginx');
  test.use({ ppvState: true });
  test.afterEach(async ({ page, variant }) => {
    await movePpvClock(page, variant, 'reset', { cluster: true });
  });

  test('during the live fight, a viewer buys it and watches it, every step on another instance', async ({ page, baseURL, variant, db }) => {
    await bypassPpvCache(page);
    await movePpvClock(page, variant, 'live', { cluster: true });
    const { answeredBy } = await alternateInstances(page, baseURL!);
    await becomeBuyer(page, variant, baseURL!, db);
    const state = await ppvStateOf(page);
    await page.goto('/ppv');
    await expect(page.getByRole('heading', { level: 1, name: state.pages.event.headline })).toBeVisible();

    const D = PPV_PURCHASE_LABELS.dialog;
    await purchaseSection(page, state).getByRole('button', { name: PPV_PURCHASE_LABELS.buy }).click();
    const dialog = purchaseDialog(page);
    await dialog.getByLabel(D.firstName).fill('Robin');
    await dialog.getByLabel(D.lastName).fill('Vale');
    await typeCard(page, TEST_CARDS.visa);
    await dialog.getByRole('button', { name: D.buyFor(formatPrice(state.priceInCents)) }).click();
    await expect(dialog.getByRole('heading', { name: D.done })).toBeVisible();
    await expectNoAxeViolations(page, 'dialog[open]');
    await dialog.getByRole('button', { name: D.finish }).click();
    expect((await latestPurchase(page))?.amountInCents).toBe(state.priceInCents);

    // The fight plays: start-play, licence and segments each from either instance.
    await usePictureSizedViewport(page);
    await page.goto('/play/ppv');
    await expectPlaying(page, 3);
    expect(answeredBy.size).toBe(2);
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
