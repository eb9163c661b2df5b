import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, PPV_SALE_MESSAGES, ppvCouponSchema, ppvPurchaseSchema, ppvPurchasesSchema, ppvSavedPaymentSchema, subscriptionDetailsSchema } from '@stat/contracts';
import { call, moneyCall, useBillingApp } from '../../test/billing.ts';
import { ACCOUNT_PASSWORD } from '../../test/direct-accounts.ts';
import { expectError } from '../../test/expect-error.ts';
import { everyItem } from '../../test/payment-gateway.ts';
import { APP_HEADERS, insertSession, insertUser } from '../../test/test-app.ts';

// The seed event (seed/ppv-event.json) at its own dates: doors 2026-12-13T00:00Z, main event 03:00Z, ends 05:00Z.
const PRODUCT = 'ppv-okafor-vukovic';
const EVENT = 'Heavyweight Unification: Okafor vs. Vukovic';
const MAIN_EVENT_AT = Date.parse('2026-12-13T03:00:00Z');
/** A moment of each phase that matters here. pre, before fight week: the early price. */
const AT = {
  pre: Date.parse('2026-12-01T12:00:00Z'),
  dayof: Date.parse('2026-12-12T18:00:00Z'),
  live: Date.parse('2026-12-13T01:00:00Z'),
  post: Date.parse('2026-12-13T06:00:00Z'),
  cooldown: Date.parse('2026-12-15T00:00:00Z'),
  sunset: Date.parse('2026-12-21T00:00:00Z'),
};

describe.each(['ott', 'stat'] as const)('pay-per-view purchase on %s', (variant) => {
  const { t, tokens, mailer, clock, newViewer: newDirectViewer } = useBillingApp({ config: { variant } });
  const setClock = (at: number) => clock.tick(at - clock.now().getTime());

  let viewers = 0;
  /** A signed-in viewer: on ott a direct account, on stat a TV provider's viewer with an e-mail on their profile. */
  async function newViewer(): Promise<{ tveUserId: string; headers: Record<string, string>; email: string | null }> {
    if (variant === 'ott') {
      const viewer = await newDirectViewer();
      return { ...viewer, email: expect.stringContaining('@stat.test') as unknown as string };
    }
    const tveUserId = randomUUID();
    const email = `tv-viewer${++viewers}@stat.test`;
    await insertUser(t.database, tveUserId, { registered: true, sql: { email_address: email, first_name: 'Pat' } });
    const token = await insertSession(t.database, tveUserId);
    return { tveUserId, headers: { ...APP_HEADERS, cookie: `stat_sid=${token}` }, email };
  }

  const buy = (headers: Record<string, string>, body: object, key: string | null = randomUUID()) => moneyCall(t.app, 'POST', '/api/user/ppv/bacon/purchase', headers, body, key);
  const withCard = (fields: object = {}) => ({ productId: PRODUCT, recurlyToken: tokens.card(), paymentMethod: 'Card', ...fields });
  /** What the gateway really charged the account: its successful purchase transactions. */
  const charges = async (tveUserId: string) =>
    (
      await everyItem(t.client.listAccountTransactions(`code-${tveUserId}`).each()).catch((error: Error) => {
        if (error.name === 'RecurlyNotFoundError') return [];
        throw error;
      })
    ).filter((transaction) => transaction.type === 'purchase' && transaction.success);

  describe('POST user/ppv/bacon/purchase', () => {
    it('on fight day, buys with a new card at the price, the receipt mailed once, the order read back', async () => {
      setClock(AT.dayof);
      const viewer = await newViewer();
      const response = await buy(viewer.headers, withCard());
      expect(response.statusCode, response.body).toBe(200);
      const purchase = ppvPurchaseSchema.parse(response.json());
      expect(purchase).toMatchObject({
        productId: PRODUCT,
        amountInCents: 7999,
        billingType: 'BACON',
        description: EVENT,
        eventDate: MAIN_EVENT_AT,
        paymentMethod: 'VISA X-1111 EXP 12/2030',
        transactionType: 'purchase',
        tveUserId: viewer.tveUserId,
      });
      expect(purchase.orderNumber).toMatch(/^\d+$/);
      expect((await charges(viewer.tveUserId)).map((charge) => charge.amount)).toEqual([79.99]);
      expect(await t.app.ppvPurchases.hasBought(viewer.tveUserId, PRODUCT)).toBe(true);

      expect(mailer.sent).toHaveLength(1);
      expect(mailer.sent[0]).toMatchObject({ to: viewer.email, subject: PPV_SALE_MESSAGES.receipt.subject(EVENT) });
      expect(mailer.sent[0]!.text).toContain(`Order number: ${purchase.orderNumber}`);
      expect(mailer.sent[0]!.text).toContain(PPV_SALE_MESSAGES.receipt.watch.live);

      const latest = await call(t.app, 'GET', '/api/user/ppv/latest-purchase', viewer.headers);
      expect(latest.json()).toEqual(purchase);
      expect(ppvPurchasesSchema.parse((await call(t.app, 'GET', '/api/user/ppv/purchases', viewer.headers)).json())).toEqual([purchase]);
      // The card is saved: the next purchase (another event) could use it as it is.
      expect(ppvSavedPaymentSchema.parse((await call(t.app, 'GET', '/api/user/ppv/bacon/payment', viewer.headers)).json())).toEqual({ paymentMethod: 'Card', display: 'VISA X-1111 EXP 12/2030' });
    });

    it('before fight week at the early price, with FIGHTNIGHT10: $10 off', async () => {
      setClock(AT.pre);
      const viewer = await newViewer();
      const response = await buy(viewer.headers, withCard({ couponCode: 'FIGHTNIGHT10' }));
      expect(response.statusCode, response.body).toBe(200);
      expect(ppvPurchaseSchema.parse(response.json()).amountInCents).toBe(5999);
      expect((await charges(viewer.tveUserId)).map((charge) => charge.amount)).toEqual([59.99]);
    });

    it('during the live phase a late buyer buys', async () => {
      setClock(AT.live);
      const viewer = await newViewer();
      const response = await buy(viewer.headers, withCard());
      expect(response.statusCode, response.body).toBe(200);
    });

    it('with the saved payment (no token): the saved card pays', async () => {
      setClock(AT.dayof);
      const viewer = await newViewer();
      // The card saved by an earlier purchase at the gateway (a subscription on ott, anything on stat).
      await t.client.createAccount({ code: viewer.tveUserId, billingInfo: { tokenId: tokens.card('approve', { cardType: 'MasterCard', lastFour: '4444' }) } });
      const response = await buy(viewer.headers, { productId: PRODUCT });
      expect(response.statusCode, response.body).toBe(200);
      expect(ppvPurchaseSchema.parse(response.json()).paymentMethod).toMatch(/^MASTERCARD X-4444/);
    });

    it('without a token and nothing saved: the payment is invalid, nothing kept', async () => {
      setClock(AT.dayof);
      const viewer = await newViewer();
      expectError(await buy(viewer.headers, { productId: PRODUCT }), 400, ERROR_CODES.paymentInvalid);
      expect(await t.app.ppvPurchases.find(viewer.tveUserId, PRODUCT)).toBeNull();
    });

    it('a decline: the gateway’s message, nothing kept, the claim released, and another card buys at once', async () => {
      setClock(AT.dayof);
      const viewer = await newViewer();
      expectError(await buy(viewer.headers, withCard({ recurlyToken: tokens.card('decline') })), 402, ERROR_CODES.paymentDeclined);
      expect(await t.app.ppvPurchases.find(viewer.tveUserId, PRODUCT)).toBeNull();
      expect(await charges(viewer.tveUserId)).toEqual([]);
      expect(mailer.sent).toEqual([]);
      const retried = await buy(viewer.headers, withCard());
      expect(retried.statusCode, retried.body).toBe(200);
      expect(await charges(viewer.tveUserId)).toHaveLength(1);
    });

    it('the same Idempotency-Key again: the same answer, one charge, one receipt', async () => {
      setClock(AT.dayof);
      const viewer = await newViewer();
      const key = randomUUID();
      const body = withCard();
      const first = await buy(viewer.headers, body, key);
      const again = await buy(viewer.headers, body, key);
      expect(first.statusCode, first.body).toBe(200);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(await charges(viewer.tveUserId)).toHaveLength(1);
      expect(mailer.sent).toHaveLength(1);
    });

    it('a double click with two keys, in parallel: exactly one charge, the other told it is going through or bought', async () => {
      setClock(AT.dayof);
      const viewer = await newViewer();
      const answers = await Promise.all([buy(viewer.headers, withCard()), buy(viewer.headers, withCard()), buy(viewer.headers, withCard())]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([200, 409, 409]);
      for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
        expect([ERROR_CODES.ppvPurchaseInProgress, ERROR_CODES.ppvAlreadyBought]).toContain(refused.json().error.code);
      }
      expect(await charges(viewer.tveUserId)).toHaveLength(1);
    });

    it('a second purchase of the same event, another key: 409 already bought, nothing charged', async () => {
      setClock(AT.dayof);
      const viewer = await newViewer();
      expect((await buy(viewer.headers, withCard())).statusCode).toBe(200);
      expectError(await buy(viewer.headers, withCard()), 409, ERROR_CODES.ppvAlreadyBought, PPV_SALE_MESSAGES.alreadyBought);
      expect(await charges(viewer.tveUserId)).toHaveLength(1);
    });

    it('a claim left pending by a crash mid-charge: the same intent’s retry replays the charge, once; another intent waits, then finds it bought', async () => {
      setClock(AT.dayof);
      const viewer = await newViewer();
      const key = randomUUID();
      const body = withCard();
      // The crash: the gateway charged under this intent's gateway key, then the server died before writing the answer.
      const first = await buy(viewer.headers, body, key);
      expect(first.statusCode, first.body).toBe(200);
      const row = (await t.app.ppvPurchases.find(viewer.tveUserId, PRODUCT))!;
      await t.database.query("UPDATE ppv_purchases SET status = 'pending', paid_at = NULL WHERE id = $1", [row.id]);
      await t.database.query('DELETE FROM idempotency_keys');
      // Another intent while it is recent: in progress.
      expectError(await buy(viewer.headers, withCard()), 409, ERROR_CODES.ppvPurchaseInProgress);
      // The same intent again: the gateway replays the same charge, the purchase is paid, still one charge.
      const resumed = await buy(viewer.headers, body, key);
      expect(resumed.statusCode, resumed.body).toBe(200);
      expect(ppvPurchaseSchema.parse(resumed.json()).orderNumber).toBe(row.orderNumber);
      expect(await charges(viewer.tveUserId)).toHaveLength(1);

      // Lost again, and this time another intent comes once it is stale: it finds the charge at the gateway.
      await t.database.query("UPDATE ppv_purchases SET status = 'pending', paid_at = NULL, created_at = created_at - interval '1 hour' WHERE id = $1", [row.id]);
      expectError(await buy(viewer.headers, withCard()), 409, ERROR_CODES.ppvAlreadyBought);
      expect(await t.app.ppvPurchases.hasBought(viewer.tveUserId, PRODUCT)).toBe(true);
      expect(await charges(viewer.tveUserId)).toHaveLength(1);
    });

    it('a stale claim whose charge never happened is taken over by the next intent, which buys', async () => {
      setClock(AT.dayof);
      const viewer = await newViewer();
      await t.app.ppvPurchases.claim({ tveUserId: viewer.tveUserId, productId: PRODUCT, description: EVENT, eventDate: new Date(MAIN_EVENT_AT), gatewayKey: 'lost-key' });
      await t.database.query("UPDATE ppv_purchases SET created_at = now() - interval '1 hour' WHERE tve_user_id = $1", [viewer.tveUserId]);
      const response = await buy(viewer.headers, withCard());
      expect(response.statusCode, response.body).toBe(200);
      expect(await charges(viewer.tveUserId)).toHaveLength(1);
    });

    it('the password, when given, is checked', async () => {
      setClock(AT.dayof);
      const viewer = await newViewer();
      const wrong = await buy(viewer.headers, withCard({ password: 'not-the-password' }));
      expect(wrong.statusCode).toBe(401);
      expect(await charges(viewer.tveUserId)).toEqual([]);
      if (variant === 'ott') expect((await buy(viewer.headers, withCard({ password: ACCOUNT_PASSWORD }))).statusCode).toBe(200);
    });

    it.each([
      { name: 'another event', body: () => withCard({ productId: 'ppv-some-other-night' }), status: 404, code: ERROR_CODES.ppvNotFound },
      { name: 'a malformed product id', body: () => withCard({ productId: 'Not A Product!' }), status: 400, code: ERROR_CODES.requestInvalid },
      { name: 'an unknown coupon', body: () => withCard({ couponCode: 'NOPE' }), status: 404, code: ERROR_CODES.couponInvalid },
      { name: 'a plan coupon', body: () => withCard({ couponCode: 'WELCOME50' }), status: 422, code: ERROR_CODES.couponNotApplicable },
      { name: 'a token the gateway never made', body: () => withCard({ recurlyToken: 'not-a-token' }), status: 400, code: ERROR_CODES.paymentInvalid },
      { name: 'a malformed token', body: () => withCard({ recurlyToken: '' }), status: 400, code: ERROR_CODES.requestInvalid },
    ])('refuses $name, nothing charged or kept', async ({ body, status, code }) => {
      setClock(AT.dayof);
      const viewer = await newViewer();
      expectError(await buy(viewer.headers, body()), status, code);
      expect(await t.app.ppvPurchases.find(viewer.tveUserId, PRODUCT)).toBeNull();
      expect(await charges(viewer.tveUserId)).toEqual([]);
    });

    it.each(['post', 'cooldown'] as const)('after the broadcast, in %s, the replay is sold at the full price', async (phase) => {
      setClock(AT[phase]);
      const viewer = await newViewer();
      const response = await buy(viewer.headers, withCard());
      expect(response.statusCode, response.body).toBe(200);
      expect((await charges(viewer.tveUserId)).map((charge) => charge.amount)).toEqual([79.99]);
      expect(mailer.sent.at(-1)!.text).toContain(PPV_SALE_MESSAGES.receipt.watch.replay);
    });

    it('refuses at the sunset, when it is not on sale', async () => {
      setClock(AT.sunset);
      const viewer = await newViewer();
      expectError(await buy(viewer.headers, withCard()), 422, ERROR_CODES.ppvNotOnSale, PPV_SALE_MESSAGES.notOnSale);
      expect(await charges(viewer.tveUserId)).toEqual([]);
    });

    it('refuses the signed out, and a call that is not the browser app’s', async () => {
      setClock(AT.dayof);
      expectError(await buy(APP_HEADERS, withCard()), 401, ERROR_CODES.sessionLoggedOut);
      const viewer = await newViewer();
      const { 'sec-fetch-site': _site, ...notBrowser } = viewer.headers;
      expect((await buy({ ...notBrowser, 'sec-fetch-site': 'cross-site' }, withCard())).statusCode).toBe(403);
    });
  });

  describe('GET ppv/coupon/{code}', () => {
    it('FIGHTNIGHT10: $10 off the price now', async () => {
      setClock(AT.dayof);
      const response = await call(t.app, 'GET', '/api/ppv/coupon/FIGHTNIGHT10');
      expect(response.statusCode, response.body).toBe(200);
      expect(ppvCouponSchema.parse(response.json())).toEqual({ code: 'FIGHTNIGHT10', description: '$10 off the fight', discountInCents: 1000, priceInCents: 6999 });
      setClock(AT.pre);
      expect(ppvCouponSchema.parse((await call(t.app, 'GET', '/api/ppv/coupon/FIGHTNIGHT10')).json()).priceInCents).toBe(5999);
    });

    it('refuses an unknown code, a plan coupon (not for this event), an expired one and a malformed one', async () => {
      expectError(await call(t.app, 'GET', '/api/ppv/coupon/NOPE'), 404, ERROR_CODES.couponInvalid);
      expectError(await call(t.app, 'GET', '/api/ppv/coupon/ANNUAL20'), 422, ERROR_CODES.couponNotApplicable, PPV_SALE_MESSAGES.couponNotForEvent('ANNUAL20'));
      expect((await call(t.app, 'GET', '/api/ppv/coupon/bad%20code!')).statusCode).toBe(400);
    });
  });

  describe('the viewer’s purchases', () => {
    it('another viewer’s purchase is never shown, and the signed out are refused', async () => {
      setClock(AT.dayof);
      const buyer = await newViewer();
      expect((await buy(buyer.headers, withCard())).statusCode).toBe(200);
      const other = await newViewer();
      expect((await call(t.app, 'GET', '/api/user/ppv/latest-purchase', other.headers)).json()).toBeNull();
      expect((await call(t.app, 'GET', '/api/user/ppv/purchases', other.headers)).json()).toEqual([]);
      expect((await call(t.app, 'GET', '/api/user/ppv/bacon/payment', other.headers)).json()).toBeNull();
      for (const url of ['/api/user/ppv/latest-purchase', '/api/user/ppv/purchases', '/api/user/ppv/bacon/payment']) {
        expectError(await call(t.app, 'GET', url), 401, ERROR_CODES.sessionLoggedOut);
      }
    });

    it('a pending claim is not a purchase', async () => {
      const viewer = await newViewer();
      await t.app.ppvPurchases.claim({ tveUserId: viewer.tveUserId, productId: PRODUCT, description: EVENT, eventDate: new Date(MAIN_EVENT_AT), gatewayKey: 'k' });
      expect((await call(t.app, 'GET', '/api/user/ppv/latest-purchase', viewer.headers)).json()).toBeNull();
      expect((await call(t.app, 'GET', '/api/user/ppv/purchases', viewer.headers)).json()).toEqual([]);
    });
  });

  if (variant === 'ott') {
    it('Settings’ transactions list the purchase by the event’s name', async () => {
      setClock(AT.dayof);
      const viewer = await newViewer();
      expect((await buy(viewer.headers, withCard())).statusCode).toBe(200);
      const details = subscriptionDetailsSchema.parse((await call(t.app, 'GET', '/api/user/subscription', viewer.headers)).json());
      expect(details.transactions.map((transaction) => [transaction.description, transaction.amountInCents])).toEqual([[EVENT, 7999]]);
    });
  }
});
