import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, purchaseSchema, savedPaymentSchema, subscriptionDetailsSchema, userSchema } from '@stat/contracts';
import { createFlagStore } from '../flags/flag-store.ts';
import { SEED_DIR } from '../../paths.ts';
import { call, useBillingApp } from '../../test/billing.ts';
import { ACCOUNT_PASSWORD } from '../../test/direct-accounts.ts';
import { expectError } from '../../test/expect-error.ts';
import { everyItem } from '../../test/payment-gateway.ts';
import { APP_HEADERS, buildTestApp } from '../../test/test-app.ts';

const { t, tokens, mailer, newViewer, clock } = useBillingApp();
const DAY = 24 * 3600 * 1000;

const buy = (headers: Record<string, string>, body: object, key: string | null = randomUUID()) =>
  call(t.app, 'POST', '/api/user/subscription/bacon', key ? { ...headers, 'idempotency-key': key } : headers, body);

const premiumWithWelcome = () => ({ recurlyToken: tokens.card(), paymentMethod: 'Card', productCode: 'STAT_PREMIUM_MONTHLY', couponCode: 'WELCOME50', password: ACCOUNT_PASSWORD });

/** The account's transactions at the gateway, what was really charged or verified; none without an account there. */
const gatewayTransactions = (tveUserId: string) =>
  everyItem(t.client.listAccountTransactions(`code-${tveUserId}`).each()).catch((error: Error) => {
    if (error.name === 'RecurlyNotFoundError') return [];
    throw error;
  });

describe('POST user/subscription/bacon', () => {
  it('buys Premium monthly with WELCOME50 and a Visa: authorized at once, the trial then the discounted month, a receipt mailed', async () => {
    const { headers, tveUserId } = await newViewer();
    const response = await buy(headers, premiumWithWelcome());
    expect(response.statusCode, response.body).toBe(200);
    const { user, receipt } = purchaseSchema.parse(response.json());
    expect(user).toMatchObject({ tveUserId, isAuthorized: true, currentProductId: 'STAT_PREMIUM_MONTHLY', bi: { subscriptionStatus: 'ACTIVE', trialStatus: 'IN_TRIAL', currentBillingType: 'BACON' } });
    expect(receipt).toMatchObject({ planName: 'Premium', productCode: 'STAT_PREMIUM_MONTHLY', chargedInCents: 0, nextChargeInCents: 749, paymentMethod: 'VISA X-1111 EXP 12/2030' });
    expect(receipt.trialEndsAt).toBe(clock.now().getTime() + 7 * DAY);
    expect(receipt.nextBillingDate).toBe(receipt.trialEndsAt);

    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({ to: expect.stringContaining('@stat.test'), subject: 'Your STAT receipt: Premium' });
    expect(mailer.sent[0]!.text).toContain('Payment method: VISA X-1111 EXP 12/2030');

    // The viewer's user and the account screens read it back.
    expect(userSchema.parse((await call(t.app, 'GET', '/api/user', headers)).json()).isAuthorized).toBe(true);
    const saved = savedPaymentSchema.parse((await call(t.app, 'GET', '/api/user/subscription/bacon', headers)).json());
    expect(saved).toMatchObject({ accountCode: tveUserId, productCode: 'STAT_PREMIUM_MONTHLY', paymentMethod: 'Card', cardType: 'Visa', lastFourDigits: '1111', month: 12, year: 2030, hasPurchased: true, autoRenew: true });
    const details = subscriptionDetailsSchema.parse((await call(t.app, 'GET', '/api/user/subscription', headers)).json());
    expect(details).toMatchObject({ billingType: 'BACON', paymentMethod: 'VISA X-1111 EXP 12/2030', subscriptionStatus: { state: 'ACTIVE' }, trialStatus: { state: 'IN_TRIAL' }, plan: { productCode: 'STAT_PREMIUM_MONTHLY' } });
  });

  it('a returning subscriber gets no trial and pays today; a gift card comes off first', async () => {
    const { headers, tveUserId } = await newViewer();
    // A lapsed account, as the seeded lapsed@stat.test is.
    await t.app.usersRepository.setSubscription(tveUserId, {
      entitled: false,
      currentProductId: null,
      bi: { trialStatus: null, subscriptionStatus: 'EXPIRED', originalSignupPlatform: 'web', currentBillingType: 'BACON' },
    });
    const response = await buy(headers, { recurlyToken: tokens.card(), paymentMethod: 'Card', productCode: 'STAT_ESSENTIAL_MONTHLY', giftCardCode: 'STAT-GIFT-0002' });
    expect(response.statusCode, response.body).toBe(200);
    const { receipt } = purchaseSchema.parse(response.json());
    expect(receipt).toMatchObject({ chargedInCents: 0, trialEndsAt: null, nextChargeInCents: 999 });
    // The gift card is spent: a second use is the spec's error.
    const again = await call(t.app, 'POST', '/api/user/previewplans', headers, { plans: ['STAT_ESSENTIAL_MONTHLY'], giftCardCode: 'STAT-GIFT-0002' });
    expectError(again, 422, ERROR_CODES.giftCardRedeemed, 'This gift card has already been redeemed.');
    expect((await gatewayTransactions(tveUserId)).length).toBeGreaterThan(0);
  });

  it('a decline shows the gateway’s message, stores no subscription, and another card works at once', async () => {
    const { headers, tveUserId } = await newViewer();
    const declined = await buy(headers, { ...premiumWithWelcome(), recurlyToken: tokens.card('decline') });
    const error = expectError(declined, 402, ERROR_CODES.paymentDeclined);
    expect(error.body.length).toBeGreaterThan(10);
    expect(userSchema.parse((await call(t.app, 'GET', '/api/user', headers)).json()).isAuthorized).toBe(false);
    expect(await t.client.listAccountSubscriptions(`code-${tveUserId}`, { params: { state: 'live' } }).first()).toBeUndefined();

    const mastercard = tokens.card('approve', { cardType: 'MasterCard', firstSix: '555555', lastFour: '4444' });
    const retried = await buy(headers, { ...premiumWithWelcome(), recurlyToken: mastercard });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(purchaseSchema.parse(retried.json()).receipt.paymentMethod).toBe('MASTERCARD X-4444 EXP 12/2030');
  });

  it('buys with PayPal', async () => {
    const { headers } = await newViewer();
    const response = await buy(headers, { recurlyToken: tokens.paypal(), paymentMethod: 'PayPal', productCode: 'STAT_ESSENTIAL_ANNUAL' });
    expect(response.statusCode, response.body).toBe(200);
    expect(purchaseSchema.parse(response.json()).receipt).toMatchObject({ paymentMethod: 'PayPal', chargedInCents: 9999 });
  });

  it('charges once for a double click: the same key in parallel and again gives one purchase at the gateway', async () => {
    const { headers, tveUserId } = await newViewer();
    const key = randomUUID();
    const body = { recurlyToken: tokens.card(), paymentMethod: 'Card', productCode: 'STAT_ESSENTIAL_ANNUAL' };
    const answers = await Promise.all([buy(headers, body, key), buy(headers, body, key)]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    // Both may have been answered with the one purchase (a replay), or the second told to retry (in flight).
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const replay = await buy(headers, body, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotency-replayed']).toBe('true');
    const purchases = (await gatewayTransactions(tveUserId)).filter((transaction) => transaction.type === 'purchase' && transaction.status === 'success');
    expect(purchases).toHaveLength(1);
    expect(mailer.sent).toHaveLength(1);
  });

  it('refuses a second subscription, with or without a key', async () => {
    const { headers } = await newViewer();
    expect((await buy(headers, premiumWithWelcome())).statusCode).toBe(200);
    expectError(await buy(headers, premiumWithWelcome()), 409, ERROR_CODES.alreadySubscribed);
    expectError(await buy(headers, premiumWithWelcome(), null), 409, ERROR_CODES.alreadySubscribed);
  });

  it('checks the password on the server: a wrong one charges nothing', async () => {
    const { headers, tveUserId } = await newViewer();
    expectError(await buy(headers, { ...premiumWithWelcome(), password: 'not-the-password' }), 401, ERROR_CODES.wrongPassword);
    expect(await gatewayTransactions(tveUserId)).toEqual([]);
  });

  it('refuses a token that is unknown or already used (another viewer’s spent one)', async () => {
    const first = await newViewer();
    const token = tokens.card();
    expect((await buy(first.headers, { ...premiumWithWelcome(), recurlyToken: token })).statusCode).toBe(200);
    const second = await newViewer();
    expectError(await buy(second.headers, { ...premiumWithWelcome(), recurlyToken: token }), 400, ERROR_CODES.paymentInvalid, 'There was an issue validating your information, please try again.');
    expectError(await buy(second.headers, { ...premiumWithWelcome(), recurlyToken: 'no-such-token' }), 400, ERROR_CODES.paymentInvalid);
    // The first viewer's subscription is not the second's.
    const theirs = subscriptionDetailsSchema.parse((await call(t.app, 'GET', '/api/user/subscription', second.headers)).json());
    expect(theirs).toMatchObject({ plan: null, subscription: null, subscriptionStatus: { state: 'NONE' }, transactions: [] });
  });

  it('refuses bad input in the error shape', async () => {
    const { headers } = await newViewer();
    expectError(await buy(headers, { ...premiumWithWelcome(), productCode: 'STAT_GOLD' }), 422, ERROR_CODES.planNotFound);
    expectError(await buy(headers, { ...premiumWithWelcome(), addOns: ['NOPE'] }), 422, ERROR_CODES.planNotFound);
    expectError(await buy(headers, { ...premiumWithWelcome(), couponCode: 'ANNUAL20' }), 422, ERROR_CODES.couponNotApplicable);
    expectError(await buy(headers, { ...premiumWithWelcome(), couponCode: 'EXPIRED2024' }), 422, ERROR_CODES.couponExpired);
    expectError(await buy(headers, { ...premiumWithWelcome(), paymentMethod: 'Cash' }), 400, ERROR_CODES.requestInvalid);
    expectError(await buy(headers, { ...premiumWithWelcome(), recurlyToken: '' }), 400, ERROR_CODES.requestInvalid);
    expectError(await buy(headers, premiumWithWelcome(), 'bad key with spaces'), 400, ERROR_CODES.idempotencyKeyInvalid);
    expectError(await buy(APP_HEADERS, premiumWithWelcome()), 401, ERROR_CODES.sessionLoggedOut);
  });

  it('is refused while purchaseDisabled is on', async () => {
    const { headers } = await newViewer();
    const file = join(await mkdtemp(join(tmpdir(), 'flags-')), 'flags.json');
    const flags = JSON.parse(await readFile(join(SEED_DIR, 'flags.flagd.json'), 'utf8'));
    flags.flags.purchaseDisabled.defaultVariant = 'on';
    await writeFile(file, JSON.stringify(flags));
    const closed = await buildTestApp(t.database, { payments: t.payments, config: { variant: 'ott' }, flagStore: createFlagStore(file, { info: () => undefined, error: () => undefined }) });
    try {
      const response = await closed.inject({ method: 'POST', url: '/api/user/subscription/bacon', headers: { ...headers, 'idempotency-key': randomUUID() }, payload: premiumWithWelcome() });
      expectError(response, 403, ERROR_CODES.purchaseDisabled, 'Subscriptions cannot be bought right now. Please try again later.');
    } finally {
      await closed.close();
    }
  });
});

describe('GET user/subscription/bacon and user/subscription', () => {
  it('answer no payment and no subscription for a viewer who has not bought', async () => {
    const { headers, tveUserId } = await newViewer();
    expect(savedPaymentSchema.parse((await call(t.app, 'GET', '/api/user/subscription/bacon', headers)).json())).toEqual({
      accountCode: tveUserId,
      productCode: null,
      paymentMethod: null,
      cardType: null,
      lastFourDigits: null,
      year: null,
      month: null,
      subscriptionPlanSummary: null,
      autoRenew: false,
      hasPurchased: false,
    });
    expect(subscriptionDetailsSchema.parse((await call(t.app, 'GET', '/api/user/subscription', headers)).json())).toMatchObject({ paymentMethod: 'None', subscriptionStatus: { state: 'NONE' } });
  });

  it('are the signed-in viewer’s own only', async () => {
    expectError(await call(t.app, 'GET', '/api/user/subscription/bacon'), 401, ERROR_CODES.sessionLoggedOut);
    expectError(await call(t.app, 'GET', '/api/user/subscription'), 401, ERROR_CODES.sessionLoggedOut);
  });
});
